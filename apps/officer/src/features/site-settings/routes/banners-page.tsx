import type { OfficerBanner } from '@fsmis/domain';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useState } from 'react';
import { useRemoveBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { BannerForm } from '../components/banner-form';
import { BannersTable } from '../components/banners-table';
import { RemoveBannerDialog } from '../components/remove-banner-dialog';
import '../site-settings.css';

/** The banners companies see above every page of the portal: the list, and creating or editing one. */
export function BannersPage() {
  const banners = useBanners();
  const remove = useRemoveBanner();
  const [editing, setEditing] = useState<OfficerBanner | null>(null);
  const [removing, setRemoving] = useState<OfficerBanner | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const confirmRemove = (banner: OfficerBanner) => {
    setProblem(null);
    remove.mutate(banner.id, {
      onSuccess: (message) => {
        setSuccess(message);
        if (editing?.id === banner.id) setEditing(null);
      },
      onError: (error) => {
        setSuccess(null);
        setProblem(errorMessageOf(error));
      },
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div className="console-container site-settings">
      <PageHeading>Banners</PageHeading>
      {success ? <NotificationBanner variant="success">{success}</NotificationBanner> : null}
      {problem ? <ErrorSummary items={[{ text: problem }]} /> : null}
      <p className="site-settings__lede">
        A banner shows above every page of the companies’ portal, the login page included, while it is on.
      </p>
      <section aria-labelledby="banners-heading">
        <h2 id="banners-heading">All banners</h2>
        {banners.isPending ? (
          <p role="status">Loading the banners…</p>
        ) : banners.isError ? (
          <LoadProblem
            error={banners.error}
            onRetry={() => void banners.refetch()}
            retrying={banners.isFetching}
          />
        ) : (
          <BannersTable
            banners={banners.data}
            busy={banners.isFetching}
            onEdit={(banner) => {
              setSuccess(null);
              setEditing(banner);
            }}
            onRemove={setRemoving}
          />
        )}
      </section>
      <BannerForm
        key={editing?.id ?? 'new'}
        banner={editing}
        onSaved={(message) => {
          setProblem(null);
          setSuccess(message);
          setEditing(null);
        }}
        onStopEditing={() => setEditing(null)}
      />
      <RemoveBannerDialog
        banner={removing}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
