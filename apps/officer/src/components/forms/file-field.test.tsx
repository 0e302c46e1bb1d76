import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { chooseFiles, press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { chosenFileSchema } from '../../lib/forms/chosen-files';
import { FileField } from './file-field';

const schema = z.object({ report: chosenFileSchema('Choose the report') });

function ReportForm({
  send,
  accept,
}: {
  readonly send: (values: { report: File }) => Promise<string>;
  readonly accept?: readonly 'pdf'[];
}) {
  const kit = useFormKit({
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
      send={send}
      onDone={() => undefined}
    >
      <FileField kit={kit} name="report" label="Report" {...(accept ? { accept } : {})} />
    </FormFrame>
  );
}

afterEach(cleanup);

describe('a field of one file', () => {
  it('asks for the file, then sends the one chosen', async () => {
    const send = vi.fn(async (_values: { report: File }) => 'Uploaded.');
    renderForm(<ReportForm send={send} />);
    await press('Upload the report');
    expect(summaryEntries()).toEqual([['Choose the report', '#report-file']]);

    const report = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    chooseFiles('Report', [report]);
    expect(summaryEntries()).toEqual([['Choose the report', '#report-file']]);
    await press('Upload the report');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ report });
  });

  it('offers every type by default, and only the types it is given otherwise', () => {
    renderForm(<ReportForm send={async () => 'Uploaded.'} />);
    expect(screen.getByLabelText('Report').getAttribute('accept')).toBeNull();
    cleanup();
    renderForm(<ReportForm send={async () => 'Uploaded.'} accept={['pdf']} />);
    expect(screen.getByLabelText('Report').getAttribute('accept')).toBe('.pdf,application/pdf');
  });
});
