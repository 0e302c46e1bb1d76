import { formatMoment } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { OfficerTemplateSummary } from '../api/get-templates';

const COLUMNS = ['Form', 'Title', 'Category', 'Version', 'Sections', 'Published', 'Published by'] as const;

/** One programme's forms, each with its newest version and who published it. */
export function TemplatesTable({
  captionId,
  caption,
  templates,
}: {
  readonly captionId: string;
  readonly caption: string;
  readonly templates: readonly OfficerTemplateSummary[];
}) {
  return (
    <DataTable
      captionId={captionId}
      caption={caption}
      columns={COLUMNS}
      rows={templates}
      className="table--sticky-first templates-table"
    >
      {(template) => (
        <tr key={template.id}>
          <th scope="row" className="table__cell">
            <Link to={paths.template.href(template.programmeSlug, template.form)}>
              {template.formName}
              <span className="visually-hidden"> ({template.programmeLabel})</span>
            </Link>
            <span className="templates-table__slug">
              <code>{template.form}</code>
            </span>
          </th>
          <td className="table__cell">{template.title}</td>
          <td className="table__cell">{template.categoryLabel}</td>
          <td className="table__cell">{template.version}</td>
          <td className="table__cell">{template.sections}</td>
          <td className="table__cell table__cell--nowrap">
            <time dateTime={template.publishedAt}>{formatMoment(template.publishedAt)}</time>
          </td>
          <td className="table__cell">{template.publishedBy?.name ?? 'Built into the portal'}</td>
        </tr>
      )}
    </DataTable>
  );
}
