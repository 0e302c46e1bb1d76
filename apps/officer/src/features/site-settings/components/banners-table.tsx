import { BANNER_SEVERITY_LABELS, type OfficerBanner } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { DataTable } from '@fsmis/ui/components/data-table';
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
  return (
    <DataTable
      captionId="banners-caption"
      caption="Banners, the latest start first (Singapore time)"
      columns={['Title', 'Message', 'Severity', 'From', 'Until', 'State', 'Actions']}
      rows={banners}
      empty={<p>There are no banners. Create one below to show companies a message above every page.</p>}
      busy={busy}
    >
      {(banner) => (
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
      )}
    </DataTable>
  );
}
