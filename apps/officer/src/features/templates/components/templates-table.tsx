import { formatDate } from '@fsmis/domain';
import { TableRegion } from '@fsmis/ui/components/table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { OfficerTemplateSummary } from '../api/get-templates';

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
    <TableRegion labelledBy={captionId}>
      <table className="table table--sticky-first templates-table">
        <caption className="visually-hidden" id={captionId}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              Form
            </th>
            <th scope="col" className="table__header">
              Title
            </th>
            <th scope="col" className="table__header">
              Category
            </th>
            <th scope="col" className="table__header">
              Version
            </th>
            <th scope="col" className="table__header">
              Sections
            </th>
            <th scope="col" className="table__header">
              Published
            </th>
            <th scope="col" className="table__header">
              Published by
            </th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
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
                <time dateTime={template.publishedAt}>
                  {formatDate(template.publishedAt, 'dd MMM yyyy HH:mm:ss')}
                </time>
              </td>
              <td className="table__cell">{template.publishedBy?.name ?? 'Built into the portal'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
