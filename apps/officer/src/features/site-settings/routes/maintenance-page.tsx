import type { MaintenanceWindow } from '@fsmis/domain';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useState } from 'react';
import { useMaintenanceWindows } from '../api/get-maintenance-windows';
import { useEndMaintenanceWindow } from '../api/post-end-maintenance-window';
import { EndMaintenanceDialog } from '../components/end-maintenance-dialog';
import { MaintenanceForm } from '../components/maintenance-form';
import { MaintenanceNow } from '../components/maintenance-now';
import { MaintenanceWindowsTable } from '../components/maintenance-windows-table';
import '../site-settings.css';

/** Maintenance of the companies' portal: whether it is on, every window, and scheduling a new one. */
export function MaintenancePage() {
  const windows = useMaintenanceWindows();
  const end = useEndMaintenanceWindow();
  const [ending, setEnding] = useState<MaintenanceWindow | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const confirmEnd = (item: MaintenanceWindow) => {
    setProblem(null);
    end.mutate(item.id, {
      onSuccess: ({ message }) => setSuccess(message),
      // 409: it ended or was cancelled meanwhile; the list is read afresh either way.
      onError: (error) => {
        setSuccess(null);
        setProblem(errorMessageOf(error));
      },
      onSettled: () => setEnding(null),
    });
  };

  return (
    <div className="console-container site-settings">
      <PageHeading>Maintenance</PageHeading>
      {success ? <NotificationBanner variant="success">{success}</NotificationBanner> : null}
      {problem ? <ErrorSummary items={[{ text: problem }]} /> : null}
      {windows.isPending ? (
        <p role="status">Loading the maintenance windows…</p>
      ) : windows.isError ? (
        <LoadProblem
          error={windows.error}
          onRetry={() => void windows.refetch()}
          retrying={windows.isFetching}
        />
      ) : (
        <>
          <MaintenanceNow windows={windows.data} onEnd={setEnding} />
          <MaintenanceForm
            onScheduled={(message) => {
              setProblem(null);
              setSuccess(message);
            }}
          />
          <section aria-labelledby="maintenance-windows-heading">
            <h2 id="maintenance-windows-heading">All maintenance windows</h2>
            <MaintenanceWindowsTable windows={windows.data} busy={windows.isFetching} onEnd={setEnding} />
          </section>
        </>
      )}
      <EndMaintenanceDialog
        item={ending}
        pending={end.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setEnding(null)}
      />
    </div>
  );
}
