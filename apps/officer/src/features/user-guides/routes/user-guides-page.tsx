import type { OfficerUserGuide } from '@fsmis/domain';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useState } from 'react';
import { useWithdrawUserGuide } from '../api/delete-user-guide';
import { useUserGuides } from '../api/get-user-guides';
import { UserGuideForm } from '../components/user-guide-form';
import { UserGuidesTable } from '../components/user-guides-table';
import { WithdrawGuideDialog } from '../components/withdraw-guide-dialog';
import '../user-guides.css';

/** The guides companies download from the portal's User Manual: the list, publishing, replacing, withdrawing. */
export function UserGuidesPage() {
  const guides = useUserGuides();
  const withdraw = useWithdrawUserGuide();
  const [replacing, setReplacing] = useState<OfficerUserGuide | null>(null);
  const [withdrawing, setWithdrawing] = useState<OfficerUserGuide | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const confirmWithdraw = (guide: OfficerUserGuide) => {
    setProblem(null);
    withdraw.mutate(guide.id, {
      onSuccess: (message) => {
        setSuccess(message);
        if (replacing?.id === guide.id) setReplacing(null);
      },
      onError: (error) => {
        setSuccess(null);
        setProblem(errorMessageOf(error));
      },
      onSettled: () => setWithdrawing(null),
    });
  };

  return (
    <div className="console-container user-guides">
      <PageHeading>User guides</PageHeading>
      {success ? <NotificationBanner variant="success">{success}</NotificationBanner> : null}
      {problem ? <ErrorSummary items={[{ text: problem }]} /> : null}
      <p className="user-guides__lede">
        Companies download these guides from the User Manual of the portal: local laboratories see the guides
        for local laboratories, proficiency testing participants theirs, and everyone the guides for everyone.
      </p>
      <section aria-labelledby="user-guides-heading">
        <h2 id="user-guides-heading">Published guides</h2>
        {guides.isPending ? (
          <p role="status">Loading the user guides…</p>
        ) : guides.isError ? (
          <LoadProblem
            error={guides.error}
            onRetry={() => void guides.refetch()}
            retrying={guides.isFetching}
          />
        ) : (
          <UserGuidesTable
            guides={guides.data}
            busy={guides.isFetching}
            onReplace={(guide) => {
              setSuccess(null);
              setReplacing(guide);
            }}
            onWithdraw={setWithdrawing}
          />
        )}
      </section>
      <UserGuideForm
        key={replacing?.id ?? 'new'}
        guide={replacing}
        onDone={(message) => {
          setProblem(null);
          setSuccess(message);
          setReplacing(null);
        }}
        onStopReplacing={() => setReplacing(null)}
      />
      <WithdrawGuideDialog
        guide={withdrawing}
        pending={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onCancel={() => setWithdrawing(null)}
      />
    </div>
  );
}
