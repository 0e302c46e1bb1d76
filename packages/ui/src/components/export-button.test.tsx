import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-client';
import { ExportButton, type ExportState } from './export-button';

afterEach(cleanup);

const IDLE: ExportState = {
  isPending: false,
  isSuccess: false,
  isError: false,
  data: undefined,
  error: null,
};

describe('ExportButton', () => {
  it('starts the export when pressed, with nothing to say yet', () => {
    const onExport = vi.fn();
    render(<ExportButton exporting={IDLE} onExport={onExport} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(onExport).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the file is being prepared, then the name it was saved under', () => {
    const { rerender } = render(
      <ExportButton exporting={{ ...IDLE, isPending: true }} onExport={() => undefined} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Preparing your file…');
    rerender(
      <ExportButton
        exporting={{ ...IDLE, isSuccess: true, data: 'audit-log-2026-11-27.xlsx' }}
        onExport={() => undefined}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Downloaded audit-log-2026-11-27.xlsx');
  });

  it("reads out the API's problem", () => {
    const error = new HttpError(
      {
        success: false,
        data: null,
        message: 'Narrow the search: at most 10000 rows export.',
        code: 400,
        responseCode: '',
      },
      null,
    );
    render(<ExportButton exporting={{ ...IDLE, isError: true, error }} onExport={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Narrow the search: at most 10000 rows export.');
  });
});
