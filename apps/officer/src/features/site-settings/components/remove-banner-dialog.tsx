import type { OfficerBanner } from '@fsmis/domain';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';

/** Confirms removing a banner: companies no longer see it, and it cannot be brought back. */
export function RemoveBannerDialog({
  banner,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The banner to remove; null while the dialog is closed. */
  readonly banner: OfficerBanner | null;
  readonly pending: boolean;
  readonly onConfirm: (banner: OfficerBanner) => void;
  readonly onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={banner !== null}
      title={`Remove the banner “${banner?.title ?? ''}”?`}
      confirmLabel="Remove the banner"
      cancelLabel="Keep it"
      destructive
      pending={pending}
      onConfirm={() => banner && onConfirm(banner)}
      onCancel={onCancel}
    >
      <p>
        {banner?.state === 'current'
          ? 'Companies stop seeing it on the next page they open. '
          : 'Companies will not see it. '}
        This cannot be undone: to show it again, create it anew. The audit log keeps what it said.
      </p>
    </ConfirmDialog>
  );
}
