import type { PtScoreKind, ZScoreClass } from '@fsmis/domain';
import { formatScore } from '@fsmis/domain';
import { CompanyText } from '@fsmis/ui/components/company-text';
import { DataTable } from '@fsmis/ui/components/data-table';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';
import { classificationText, resultText, type ScoreRow, scoreSymbol } from '../utils/pt-figures';

const CLASS_COLOURS: Readonly<Record<ZScoreClass, TagColour>> = {
  satisfactory: 'green',
  questionable: 'yellow',
  unsatisfactory: 'red',
};

/** Each participant's result and score for one analyte, with the score's reading in words. */
export function ScoresTable({
  analyteId,
  analyteName,
  unit,
  kind,
  rows,
}: {
  readonly analyteId: string;
  readonly analyteName: string;
  readonly unit: string;
  readonly kind: PtScoreKind;
  readonly rows: readonly ScoreRow[];
}) {
  const captionId = `pt-scores-${analyteId}`;
  const symbol = scoreSymbol(kind);
  return (
    <DataTable
      captionId={captionId}
      caption={`Scores for ${analyteName}`}
      captionClassName="pt-table__caption"
      columns={[
        'Lab code',
        'Laboratory',
        { key: 'result', label: 'Result', className: 'pt-table__number' },
        { key: 'score', label: `${symbol}-score`, className: 'pt-table__number' },
        'Classification',
      ]}
      rows={rows}
      className="table--sticky-first pt-table"
      // Scores are compared down a column and read across a row: the grid stays, and scrolls.
      phoneLayout="scroll"
    >
      {(row) => (
        <tr key={row.labCode}>
          <th scope="row" className="table__cell">
            {row.labCode}
          </th>
          <td className="table__cell">
            <CompanyText text={row.companyName} />
          </td>
          <td className="table__cell table__cell--nowrap pt-table__number">{resultText(row, unit)}</td>
          <td className="table__cell pt-table__number">
            {row.score === null ? '–' : formatScore(row.score)}
          </td>
          <td className="table__cell">
            {row.scoreClass ? (
              <Tag colour={CLASS_COLOURS[row.scoreClass]}>{classificationText(row)}</Tag>
            ) : (
              classificationText(row)
            )}
          </td>
        </tr>
      )}
    </DataTable>
  );
}
