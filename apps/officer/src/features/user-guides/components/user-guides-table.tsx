import { formatDay, formatFileSize, type OfficerUserGuide, USER_GUIDE_AUDIENCE_LABELS } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { DataTable } from '@fsmis/ui/components/data-table';
import { apiPaths } from '../../../config/paths';

/** Every published guide, by title, with its file to download and its actions. */
export function UserGuidesTable({
  guides,
  busy,
  onReplace,
  onWithdraw,
}: {
  readonly guides: readonly OfficerUserGuide[];
  readonly busy: boolean;
  readonly onReplace: (guide: OfficerUserGuide) => void;
  readonly onWithdraw: (guide: OfficerUserGuide) => void;
}) {
  return (
    <DataTable
      captionId="user-guides-caption"
      caption="Published user guides, by title"
      columns={['Guide', 'For', 'Version', 'File', 'Updated', 'Actions']}
      rows={guides}
      empty={<p>No user guides are published. Companies see an empty User Manual until one is.</p>}
      busy={busy}
    >
      {(guide) => (
        <tr key={guide.id}>
          <th scope="row" className="table__cell user-guides__title">
            {guide.title}
            <span className="user-guides__description">{guide.description}</span>
          </th>
          <td className="table__cell">{USER_GUIDE_AUDIENCE_LABELS[guide.audience]}</td>
          <td className="table__cell">{guide.version}</td>
          <td className="table__cell">
            <a href={apiPaths.userGuide(guide.id)} download={guide.fileName}>
              {guide.fileName}
            </a>{' '}
            <span className="user-guides__size">({formatFileSize(guide.fileSize)})</span>
          </td>
          <td className="table__cell table__cell--nowrap">{formatDay(guide.updatedAt)}</td>
          <td className="table__cell">
            <div className="user-guides__actions">
              <Button variant="secondary" onClick={() => onReplace(guide)}>
                Replace the file<span className="visually-hidden"> of “{guide.title}”</span>
              </Button>
              <Button variant="warning" onClick={() => onWithdraw(guide)}>
                Withdraw<span className="visually-hidden"> “{guide.title}”</span>
              </Button>
            </div>
          </td>
        </tr>
      )}
    </DataTable>
  );
}
