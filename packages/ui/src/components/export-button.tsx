import { errorMessageOf } from '../lib/http-client';
import { Button } from './button';
import './export-button.css';

/** What the button reads of the download behind it (a TanStack mutation resolving to the file's name). */
export type ExportState = {
  readonly isPending: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
  /** The name the file was saved under. */
  readonly data: string | undefined;
  readonly error: unknown;
};

/**
 * "Export to Excel" and how it went: preparing, the file's name once downloaded (a status message), or
 * the API's problem (an alert).
 */
export function ExportButton({
  exporting,
  onExport,
  label = 'Export to Excel',
}: {
  readonly exporting: ExportState;
  readonly onExport: () => void;
  readonly label?: string;
}) {
  return (
    <div className="export-button">
      <Button variant="secondary" pending={exporting.isPending} onClick={onExport}>
        {label}
      </Button>
      <p className="export-button__status" role="status">
        {exporting.isPending
          ? 'Preparing your file…'
          : exporting.isSuccess
            ? `Downloaded ${exporting.data}`
            : ''}
      </p>
      {exporting.isError ? (
        <p className="export-button__problem" role="alert">
          {errorMessageOf(exporting.error)}
        </p>
      ) : null}
    </div>
  );
}
