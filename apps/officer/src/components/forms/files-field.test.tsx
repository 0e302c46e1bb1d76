import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { fakeUploads } from '@fsmis/ui/testing/fake-uploads';
import { chooseFiles, deferred, press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { attachmentIdsOf, documentsField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FilesField, OFFICER_FILES_MAX } from './files-field';

const schema = z.object({ files: documentsField(OFFICER_FILES_MAX) });

function UploadForm({ send }: { readonly send: (attachmentIds: string[]) => Promise<string> }) {
  const kit = useUploadFormKit({
    schema,
    defaultValues: { files: [] },
    fields: [{ name: 'files', id: 'upload-files' }],
  });
  return (
    <FormFrame
      kit={kit}
      label="Upload"
      submitLabel="Upload the files"
      pending={false}
      send={({ files }) => send(attachmentIdsOf(files))}
      onDone={() => undefined}
    >
      <FilesField kit={kit} name="files" label="Files" />
    </FormFrame>
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const ready = () => screen.queryAllByText('Ready').length;

afterEach(cleanup);

describe('a field of several files', () => {
  it('names its first control by its label, which says what each file may be', () => {
    fakeApi({});
    renderForm(<UploadForm send={async () => 'Uploaded.'} />);
    const first = screen.getByLabelText('Files');
    expect(first).toBe(screen.getByLabelText('Add a file'));
    expect(descriptionOf(first)).toMatch(
      /^Up to 10 files\. PDF, JPG, PNG, Word or Excel, up to 10 MB each\. /,
    );
  });

  it('uploads each file in a control of its own, and sends the ids of those kept', async () => {
    const uploads = fakeUploads();
    fakeApi(uploads.routes, uploads.otherwise);
    const send = vi.fn(async (_attachmentIds: string[]) => 'Uploaded.');
    renderForm(<UploadForm send={send} />);
    chooseFiles('Files', [pdf('protocol.pdf')]);
    await vi.waitFor(() => expect(ready()).toBe(1));
    chooseFiles('Add another file', [pdf('sheet.pdf')]);
    chooseFiles('Add another file', [pdf('sheet.pdf')]);
    await vi.waitFor(() => expect(ready()).toBe(2));

    await press('Remove sheet.pdf');
    await press('Upload the files');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith([uploads.attachments[0]?.attachmentId]);
  });

  it('is not sent without a file the upload refused, and lists the refusal without a second try', async () => {
    const uploads = fakeUploads({ refuse: () => 'The selected file contains a virus' });
    fakeApi(uploads.routes, uploads.otherwise);
    const send = vi.fn(async () => 'Uploaded.');
    renderForm(<UploadForm send={send} />);
    chooseFiles('Files', [pdf('protocol.pdf')]);
    await vi.waitFor(() => expect(screen.getByText('Not uploaded')).toBeTruthy());
    await press('Upload the files');
    expect(summaryEntries()).toEqual([['The selected file contains a virus', '#upload-files']]);
    expect(descriptionOf(screen.getByLabelText('Files'))).toContain('The selected file contains a virus');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(send).not.toHaveBeenCalled();

    // Once the refused file is let go, the form goes without it.
    await press('Cancel uploading protocol.pdf');
    await press('Upload the files');
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith([]));
  });

  it('is not sent while a file is on its way, nor while one is checked for viruses', async () => {
    const uploads = fakeUploads({ scanned: false });
    const completed = deferred<void>();
    const { otherwise } = uploads;
    fakeApi(uploads.routes, async (body, call) => {
      if (call.path.endsWith('/complete')) await completed.promise;
      return otherwise(body, call);
    });
    const send = vi.fn(async () => 'Uploaded.');
    renderForm(<UploadForm send={send} />);
    chooseFiles('Files', [pdf('protocol.pdf')]);
    await vi.waitFor(() => expect(uploads.transfers()).toHaveLength(1));
    await press('Upload the files');
    expect(summaryEntries()).toEqual([['Wait until protocol.pdf has been uploaded', '#upload-files']]);

    completed.resolve();
    await vi.waitFor(() => expect(screen.getByText('Checking for viruses…')).toBeTruthy());
    await press('Upload the files');
    expect(summaryEntries()).toEqual([
      ['Wait until protocol.pdf has been checked for viruses', '#upload-files'],
    ]);
    expect(send).not.toHaveBeenCalled();
  });
});
