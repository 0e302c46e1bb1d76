import { AttachmentScanStatus } from '@fsmis/domain';
import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { fakeUploads } from '@fsmis/ui/testing/fake-uploads';
import { chooseFiles, press, renderForm } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from './attachment';
import { DocumentUploads } from './document-uploads';

function Documents({
  initial = [],
  ...props
}: {
  readonly initial?: Attachment[];
  readonly legendNamesFirstFile?: boolean;
  readonly onProblem?: (problem: string | null, uploading: string | null) => void;
}) {
  const [value, setValue] = useState<Attachment[]>(initial);
  return (
    <DocumentUploads
      id="documents"
      legend="Supporting documents"
      hint="Up to 2 files."
      purpose="document"
      value={value}
      onChange={setValue}
      max={2}
      {...props}
    />
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** A file the answer was saved with, before the list was drawn. */
const SAVED: Attachment = {
  attachmentId: '00000000-0000-4000-8000-00000000aaaa',
  displayFileName: 'saved.pdf',
  fileSize: 8,
  createdAt: '2026-11-19T06:05:00.000Z',
  attachmentStatus: AttachmentScanStatus.scanned,
};

afterEach(cleanup);

describe('several files for one answer', () => {
  it('names each control by its own label, the group by its legend', () => {
    fakeApi({});
    renderForm(<Documents />);
    const first = screen.getByLabelText('Add a file');
    expect(first.getAttribute('aria-labelledby')).toBeNull();
    expect(screen.queryByLabelText('Supporting documents')).toBeNull();
    expect(screen.getByRole('group', { name: 'Supporting documents' })).toBeTruthy();
  });

  it('can have its legend and hint name and describe the first control too', () => {
    fakeApi({});
    renderForm(<Documents legendNamesFirstFile />);
    const first = screen.getByLabelText('Supporting documents');
    expect(first).toBe(screen.getByLabelText('Add a file'));
    const described = (first.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(described[0] ?? '')?.textContent).toBe('Up to 2 files.');
  });

  it('tells the first of its files’ problems, and forgets one whose control has gone', async () => {
    const uploads = fakeUploads({ refuse: (name) => (name === 'bad.pdf' ? 'The file must be a PDF' : null) });
    fakeApi(uploads.routes, uploads.otherwise);
    const onProblem = vi.fn<(problem: string | null, uploading: string | null) => void>();
    renderForm(<Documents onProblem={onProblem} />);
    chooseFiles('Add a file', [pdf('good.pdf')]);
    await vi.waitFor(() => expect(screen.getByText('Ready')).toBeTruthy());
    chooseFiles('Add another file', [pdf('bad.pdf')]);
    await vi.waitFor(() => expect(onProblem).toHaveBeenLastCalledWith('The file must be a PDF', null));
    // Removing the first file takes the control that holds the refusal away with it.
    await press('Remove good.pdf');
    await vi.waitFor(() => expect(onProblem).toHaveBeenLastCalledWith(null, null));
    expect(screen.queryByText('Not uploaded')).toBeNull();
  });

  it('deletes a file uploaded in the list once it is removed, and leaves one it was saved with', async () => {
    const uploads = fakeUploads();
    const api = fakeApi(uploads.routes, uploads.otherwise);
    renderForm(<Documents initial={[SAVED]} />);
    chooseFiles('Add another file', [pdf('new.pdf')]);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Remove new.pdf' })).toBeTruthy());
    const uploaded = uploads.attachments[0]?.attachmentId ?? '';
    const deletes = () => api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path);
    await press('Remove new.pdf');
    await vi.waitFor(() => expect(deletes()).toEqual([`/api/attachments/${uploaded}`]));
    await press('Remove saved.pdf');
    expect(screen.queryByText('saved.pdf')).toBeNull();
    expect(deletes()).toEqual([`/api/attachments/${uploaded}`]);
  });
});
