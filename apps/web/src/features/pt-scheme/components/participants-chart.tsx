import type { PtReport } from '@fsmis/domain';
import { formatMeasure, formatScore } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { TableRegion } from '@fsmis/ui/components/table';
import { useId } from 'react';
import { linearScale, niceTicks, paddedExtent } from './chart-scale';

type ReportAnalyte = PtReport['analytes'][number];

const WIDTH = 640;
const HEIGHT = 300;
const MARGIN = { top: 16, right: 96, bottom: 56, left: 64 };
/** Beyond this many participants only the laboratory's own code is written under the chart. */
const MOST_CODES_WRITTEN = 30;

/** The sentence a screen reader hears for the chart: what it shows and where the laboratory stands. */
export function participantsChartSummary(analyte: ReportAnalyte): string {
  const ranked = [...analyte.participants].sort((a, b) => a.value - b.value);
  const unit = analyte.unit;
  const parts = [`${ranked.length} participants’ results for ${analyte.name}, in ${unit}`];
  const first = ranked[0];
  const last = ranked.at(-1);
  if (first && last) parts.push(`from ${formatMeasure(first.value)} to ${formatMeasure(last.value)}`);
  if (analyte.assignedValue !== null)
    parts.push(`the assigned value is ${formatMeasure(analyte.assignedValue)}`);
  const ownIndex = ranked.findIndex((participant) => participant.isOwn);
  const own = ranked[ownIndex];
  parts.push(
    own
      ? `your result, ${formatMeasure(own.value)} (lab ${own.labCode}), is number ${ownIndex + 1} from the lowest`
      : 'your laboratory has no numeric result here',
  );
  return `${parts.join('; ')}.`;
}

/**
 * Every participant's result for one analyte, lowest to highest, each by its lab code: the laboratory's
 * own as a larger diamond and labelled "You", the assigned value as a line, and the bounds of a
 * satisfactory (±2σpt) and an unsatisfactory (±3σpt) result as dashed and solid lines. Drawn here, not
 * with a chart library; the same data is offered as a table.
 */
export function ParticipantsChart({ analyte }: { readonly analyte: ReportAnalyte }) {
  const ranked = [...analyte.participants].sort((a, b) => a.value - b.value);
  const { assignedValue: xpt, sigmaPt } = analyte;
  const bounds =
    xpt !== null && sigmaPt !== null ? [-3, -2, 2, 3].map((k) => ({ k, value: xpt + k * sigmaPt })) : [];
  const [low, high] = paddedExtent([
    ...ranked.map((participant) => participant.value),
    ...(xpt !== null ? [xpt] : []),
    ...bounds.map((bound) => bound.value),
  ]);
  const y = linearScale([low, high], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const step = (WIDTH - MARGIN.left - MARGIN.right) / Math.max(1, ranked.length);
  const x = (index: number) => MARGIN.left + step * (index + 0.5);
  const writeCodes = ranked.length <= MOST_CODES_WRITTEN;
  const right = WIDTH - MARGIN.right;
  const id = useId();

  return (
    <TableRegion labelledBy={id} holds="chart">
      <svg
        id={id}
        className="pt-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={participantsChartSummary(analyte)}
      >
        {niceTicks(low, high, 6).map((tick) => (
          <g key={tick} className="pt-chart__grid">
            <line x1={MARGIN.left} x2={right} y1={y(tick)} y2={y(tick)} />
            <text x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {formatMeasure(tick)}
            </text>
          </g>
        ))}
        <text
          className="pt-chart__axis-title"
          transform={`translate(14 ${(MARGIN.top + HEIGHT - MARGIN.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {analyte.unit}
        </text>
        {bounds.map((bound) => (
          <g
            key={bound.k}
            className={
              Math.abs(bound.k) === 2
                ? 'pt-chart__bound pt-chart__bound--2'
                : 'pt-chart__bound pt-chart__bound--3'
            }
          >
            <line x1={MARGIN.left} x2={right} y1={y(bound.value)} y2={y(bound.value)} />
            <text x={right + 6} y={y(bound.value)} dominantBaseline="middle">
              {bound.k > 0 ? '+' : '−'}
              {Math.abs(bound.k)}σpt
            </text>
          </g>
        ))}
        {xpt !== null ? (
          <g className="pt-chart__assigned">
            <line x1={MARGIN.left} x2={right} y1={y(xpt)} y2={y(xpt)} />
            <text x={right + 6} y={y(xpt)} dominantBaseline="middle">
              x<tspan baselineShift="sub">pt</tspan>
            </text>
          </g>
        ) : null}
        {ranked.map((participant, index) =>
          participant.isOwn ? (
            <g key={participant.labCode} className="pt-chart__own">
              <path d={`M ${x(index)} ${y(participant.value) - 8} l 8 8 l -8 8 l -8 -8 z`} />
              <text x={x(index)} y={y(participant.value) - 12} textAnchor="middle">
                You
              </text>
            </g>
          ) : (
            <circle
              key={participant.labCode}
              className="pt-chart__dot"
              cx={x(index)}
              cy={y(participant.value)}
              r={4}
            />
          ),
        )}
        {ranked.map((participant, index) =>
          writeCodes || participant.isOwn ? (
            <text
              key={participant.labCode}
              className={participant.isOwn ? 'pt-chart__code pt-chart__code--own' : 'pt-chart__code'}
              transform={`translate(${x(index)} ${HEIGHT - MARGIN.bottom + 10}) rotate(-60)`}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {participant.labCode}
            </text>
          ) : null,
        )}
      </svg>
    </TableRegion>
  );
}

/** The chart's data as a table: every participant by lab code, lowest result first. */
export function ParticipantsTable({ analyte }: { readonly analyte: ReportAnalyte }) {
  const ranked = [...analyte.participants].sort((a, b) => a.value - b.value);
  const scoreName = analyte.scoreKind === 'z-prime' ? 'z′-score' : 'z-score';
  const captionId = useId();
  return (
    <DataTable
      captionId={captionId}
      caption={`Participants’ results for ${analyte.name}, lowest first`}
      captionClassName="pt-caption"
      columns={['Lab code', `Result (${analyte.unit})`, scoreName]}
      rows={ranked}
      // Results are compared down a column: the grid stays, and scrolls on a phone if it must.
      phoneLayout="scroll"
    >
      {(participant) => (
        <tr key={participant.labCode} className={participant.isOwn ? 'pt-row--own' : undefined}>
          <th scope="row" className="table__cell">
            {participant.labCode}
            {participant.isOwn ? ' (your laboratory)' : ''}
          </th>
          <td className="table__cell">{formatMeasure(participant.value)}</td>
          <td className="table__cell">{participant.score === null ? '–' : formatScore(participant.score)}</td>
        </tr>
      )}
    </DataTable>
  );
}
