import type { FileType } from '@fsmis/domain';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { fakeUploads } from '@fsmis/ui/testing/fake-uploads';
import { chooseFiles, deferred, press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { requiredDocumentField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FileField } from './file-field';

const schema = z.object({ report: requiredDocumentField('Choose the report') });

function ReportForm({
  send,
  fileTypes,
}: {
  readonly send: (attachmentId: string) => Promise<string>;
  readonly fileTypes?: readonly FileType[];
}) {
  const kit = useUploadFormKit({
    schema,
    defaultValues: { report: null },
    fields: [{ name: 'report', id: 'report-file' }],
  });
  return (
    <FormFrame
      kit={kit}
      label="Upload the report"
      submitLabel="Upload the report"
      pending={false}
      send={({ report }) => send(report.attachmentId)}
      onDone={() => undefined}
    >
      <FileField kit={kit} name="report" label="Report" {...(fileTypes ? { fileTypes } : {})} />
    </FormFrame>
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const input = () => screen.getByLabelText('Report') as HTMLInputElement;
const description = () =>
  (input().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const sentToSas = (api: ReturnType<typeof fakeApi>) => api.sent('POST', '/api/attachments/sas');

afterEach(cleanup);

describe('a field of one file', () => {
  it('asks for the file, uploads the one chosen, and sends its attachment id once it is ready', async () => {
    const uploads = fakeUploads();
    const api = fakeApi(uploads.routes, uploads.otherwise);
    const send = vi.fn(async (_attachmentId: string) => 'Uploaded.');
    renderForm(<ReportForm send={send} />);
    await press('Upload the report');
    expect(summaryEntries()).toEqual([['Choose the report', '#report-file']]);

    chooseFiles('Report', [pdf('report.pdf')]);
    await vi.waitFor(() => expect(screen.getByText('Ready')).toBeTruthy());
    expect(sentToSas(api)[0]?.body).toEqual({
      fileName: 'report.pdf',
      fileSize: 8,
      purpose: 'officer-document',
    });
    expect(uploads.transfers()).toHaveLength(1);
    await press('Upload the report');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(uploads.attachments[0]?.attachmentId);
  });

  it('says what an officer may give before any file, and offers those types only', () => {
    fakeApi({});
    renderForm(<ReportForm send={async () => 'Uploaded.'} />);
    expect(description()).toBe('PDF, JPG, PNG, Word or Excel, up to 10 MB.');
    expect(input().accept.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.xlsx', '.doc', '.xls']),
    );
  });

  it('narrows the types to the field’s own, in its hint, its `accept` and the upload', async () => {
    const uploads = fakeUploads();
    const api = fakeApi(uploads.routes, uploads.otherwise);
    renderForm(<ReportForm send={async () => 'Uploaded.'} fileTypes={['pdf']} />);
    expect(description()).toBe('PDF only, up to 10 MB.');
    expect(input().accept).toBe('.pdf,application/pdf');
    chooseFiles('Report', [pdf('report.pdf')]);
    await vi.waitFor(() => expect(sentToSas(api)).toHaveLength(1));
    expect(sentToSas(api)[0]?.body).toMatchObject({ purpose: 'officer-document', fileTypes: ['pdf'] });
  });

  it('is not sent while its file is checked for viruses', async () => {
    const uploads = fakeUploads({ scanned: false });
    fakeApi(uploads.routes, uploads.otherwise);
    const send = vi.fn(async () => 'Uploaded.');
    renderForm(<ReportForm send={send} />);
    chooseFiles('Report', [pdf('report.pdf')]);
    await vi.waitFor(() => expect(screen.getByText('Checking for viruses…')).toBeTruthy());
    await press('Upload the report');
    expect(summaryEntries()).toEqual([
      ['Wait until report.pdf has been checked for viruses', '#report-file'],
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  it('is not sent while its file is on its way, and then lists the upload’s refusal', async () => {
    const uploads = fakeUploads({ refuse: () => 'The file must be a PDF, JPG, PNG, Word or Excel' });
    const linkGiven = deferred<void>();
    const sas = uploads.routes['POST /api/attachments/sas'];
    fakeApi(
      {
        ...uploads.routes,
        'POST /api/attachments/sas': async (body, call) => {
          await linkGiven.promise;
          return sas ? sas(body, call) : { status: 404 };
        },
      },
      uploads.otherwise,
    );
    const send = vi.fn(async () => 'Uploaded.');
    renderForm(<ReportForm send={send} />);
    chooseFiles('Report', [pdf('report.zip')]);
    await press('Upload the report');
    expect(summaryEntries()).toEqual([['Wait until report.zip has been uploaded', '#report-file']]);

    linkGiven.resolve();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['The file must be a PDF, JPG, PNG, Word or Excel', '#report-file']]),
    );
    expect(description()).toContain('The file must be a PDF, JPG, PNG, Word or Excel');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await press('Upload the report');
    expect(summaryEntries()).toEqual([['The file must be a PDF, JPG, PNG, Word or Excel', '#report-file']]);
    expect(send).not.toHaveBeenCalled();
  });
});
