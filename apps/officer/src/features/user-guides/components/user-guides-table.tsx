import { formatDate, formatFileSize, type OfficerUserGuide, USER_GUIDE_AUDIENCE_LABELS } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { TableRegion } from '@fsmis/ui/components/table';
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
  if (guides.length === 0) {
    return (
      <EmptyState>
        <p>No user guides are published. Companies see an empty User Manual until one is.</p>
      </EmptyState>
    );
  }
  return (
    <TableRegion labelledBy="user-guides-caption" busy={busy}>
      <table className="table">
        <caption id="user-guides-caption" className="visually-hidden">
          Published user guides, by title
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              Guide
            </th>
            <th scope="col" className="table__header">
              For
            </th>
            <th scope="col" className="table__header">
              Version
            </th>
            <th scope="col" className="table__header">
              File
            </th>
            <th scope="col" className="table__header">
              Updated
            </th>
            <th scope="col" className="table__header">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {guides.map((guide) => (
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
              <td className="table__cell table__cell--nowrap">{formatDate(guide.updatedAt, 'dd/MM/yyyy')}</td>
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
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
