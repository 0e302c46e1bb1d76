import type { OfficerBanner } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { TableRegion } from '@fsmis/ui/components/table';
import { BANNER_SEVERITY_LABELS } from '../forms/banner-input';
import { ScheduleStateTag } from './schedule-state-tag';
import { whenOf } from './singapore-when';

/** Every banner, the latest start first, each with its actions. */
export function BannersTable({
  banners,
  busy,
  onEdit,
  onRemove,
}: {
  readonly banners: readonly OfficerBanner[];
  readonly busy: boolean;
  readonly onEdit: (banner: OfficerBanner) => void;
  readonly onRemove: (banner: OfficerBanner) => void;
}) {
  if (banners.length === 0) {
    return (
      <EmptyState>
        <p>There are no banners. Create one below to show companies a message above every page.</p>
      </EmptyState>
    );
  }
  return (
    <TableRegion labelledBy="banners-caption" busy={busy}>
      <table className="table">
        <caption id="banners-caption" className="visually-hidden">
          Banners, the latest start first (Singapore time)
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              Title
            </th>
            <th scope="col" className="table__header">
              Message
            </th>
            <th scope="col" className="table__header">
              Severity
            </th>
            <th scope="col" className="table__header">
              From
            </th>
            <th scope="col" className="table__header">
              Until
            </th>
            <th scope="col" className="table__header">
              State
            </th>
            <th scope="col" className="table__header">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {banners.map((banner) => (
            <tr key={banner.id}>
              <th scope="row" className="table__cell">
                {banner.title}
              </th>
              <td className="table__cell site-settings__message">{banner.message}</td>
              <td className="table__cell">{BANNER_SEVERITY_LABELS[banner.severity]}</td>
              <td className="table__cell table__cell--nowrap">{whenOf(banner.startsAt)}</td>
              <td className="table__cell table__cell--nowrap">
                {banner.endsAt ? whenOf(banner.endsAt) : 'Until removed'}
              </td>
              <td className="table__cell">
                <ScheduleStateTag kind="banner" state={banner.state} />
              </td>
              <td className="table__cell">
                <div className="site-settings__row-actions">
                  <Button variant="secondary" onClick={() => onEdit(banner)}>
                    Edit<span className="visually-hidden"> the banner “{banner.title}”</span>
                  </Button>
                  <Button variant="warning" onClick={() => onRemove(banner)}>
                    Remove<span className="visually-hidden"> the banner “{banner.title}”</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
