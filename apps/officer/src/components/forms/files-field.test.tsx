import { addPtDocumentsSchema } from '@fsmis/domain';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { chooseFiles, press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { chosenFilesSchema } from '../../lib/forms/chosen-files';
import { FilesField } from './files-field';

const schema = z.object({ files: chosenFilesSchema(addPtDocumentsSchema.shape.files) });

function UploadForm({ send }: { readonly send: (values: { files: File[] }) => Promise<string> }) {
  const kit = useFormKit({
    schema,
    defaultValues: { files: [] },
    fields: [{ name: 'files', id: 'upload-files', apiPath: ['files', 'file'] }],
  });
  return (
    <FormFrame
      kit={kit}
      label="Upload"
      submitLabel="Upload the files"
      pending={false}
      send={send}
      onDone={() => undefined}
    >
      <FilesField kit={kit} name="files" label="Files" hint="Up to 10 files." />
    </FormFrame>
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
/** The files listed as chosen, by name and size. */
const listed = () =>
  Array.from(
    screen.queryByRole('list', { name: 'Files: chosen files' })?.querySelectorAll('li > span') ?? [],
    (file) => file.textContent,
  );

afterEach(cleanup);

describe('a field of several files', () => {
  it('adds each choice to the list, once per file, and takes a file off again', async () => {
    const send = vi.fn(async (_values: { files: File[] }) => 'Uploaded.');
    renderForm(<UploadForm send={send} />);
    const protocol = pdf('protocol.pdf');
    chooseFiles('Files', [protocol]);
    chooseFiles('Files', [protocol, pdf('sheet.pdf')]);
    expect(listed()).toEqual(['protocol.pdf (0.01 KB)', 'sheet.pdf (0.01 KB)']);
    expect(screen.getByText('2 files chosen')).toBeTruthy();

    await press('Remove sheet.pdf');
    expect(listed()).toEqual(['protocol.pdf (0.01 KB)']);
    await press('Upload the files');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ files: [protocol] });
  });

  it('says what the contract asks of the list, on the field and in the summary', async () => {
    const send = vi.fn(async () => 'Uploaded.');
    renderForm(<UploadForm send={send} />);
    await press('Upload the files');
    expect(summaryEntries()).toEqual([['Attach a file', '#upload-files']]);
    expect(screen.getByLabelText('Files').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });
});
