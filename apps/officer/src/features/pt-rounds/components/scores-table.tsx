import type { PtScoreKind, ZScoreClass } from '@fsmis/domain';
import { TableRegion } from '@fsmis/ui/components/table';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';
import { classificationText, formatScore, resultText, type ScoreRow, scoreSymbol } from '../utils/pt-figures';

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
    <TableRegion labelledBy={captionId}>
      <table className="table table--sticky-first pt-table">
        <caption id={captionId} className="pt-table__caption">
          Scores for {analyteName}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              Lab code
            </th>
            <th scope="col" className="table__header">
              Laboratory
            </th>
            <th scope="col" className="table__header pt-table__number">
              Result
            </th>
            <th scope="col" className="table__header pt-table__number">
              {symbol}-score
            </th>
            <th scope="col" className="table__header">
              Classification
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.labCode}>
              <th scope="row" className="table__cell">
                {row.labCode}
              </th>
              <td className="table__cell">{row.companyName}</td>
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
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
