import { classifyZScore, formatScore, type PtReport, Z_SCORE_CLASS_LABELS } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { TableRegion } from '@fsmis/ui/components/table';
import { useId } from 'react';
import { linearScale } from './chart-scale';
import { ptDateText } from './pt-dates';

type HistoryEntry = PtReport['history'][number];

const WIDTH = 640;
const HEIGHT = 300;
const MARGIN = { top: 16, right: 64, bottom: 56, left: 48 };

/** Each analyte keeps its own marker across rounds, so the chart reads without colour. */
const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'cross'] as const;
type Marker = (typeof MARKERS)[number];

function MarkerShape({
  marker,
  cx,
  cy,
}: {
  readonly marker: Marker;
  readonly cx: number;
  readonly cy: number;
}) {
  const r = 5;
  switch (marker) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={r} />;
    case 'square':
      return <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} />;
    case 'triangle':
      return <path d={`M ${cx} ${cy - r - 1} L ${cx + r + 1} ${cy + r} L ${cx - r - 1} ${cy + r} Z`} />;
    case 'diamond':
      return (
        <path d={`M ${cx} ${cy - r - 1} l ${r + 1} ${r + 1} l ${-r - 1} ${r + 1} l ${-r - 1} ${-r - 1} Z`} />
      );
    default:
      return (
        <path
          className="pt-chart__cross"
          d={`M ${cx - r} ${cy - r} L ${cx + r} ${cy + r} M ${cx + r} ${cy - r} L ${cx - r} ${cy + r}`}
        />
      );
  }
}

/** The rounds in the order they were published, and the analytes in the order first met. */
function shapeOf(history: readonly HistoryEntry[]) {
  const rounds = [...new Set(history.map((entry) => entry.code))];
  const analytes = [...new Set(history.map((entry) => entry.analyte))];
  return { rounds, analytes };
}

export function historyChartSummary(history: readonly HistoryEntry[]): string {
  const { rounds, analytes } = shapeOf(history);
  const outside = history.filter((entry) => Math.abs(entry.score) > 2).length;
  return (
    `Your laboratory’s scores in ${rounds.length} round${rounds.length === 1 ? '' : 's'}, from ${rounds[0] ?? ''} ` +
    `to ${rounds.at(-1) ?? ''}, for ${analytes.join(', ')}: ${history.length} scores, ` +
    `${outside === 0 ? 'all within ±2' : `${outside} outside ±2`}.`
  );
}

/**
 * The laboratory's z (or z′) scores round after round, each analyte with its own marker and line, with
 * the ±2 (questionable beyond) and ±3 (unsatisfactory beyond) limits drawn across.
 */
export function ZScoreHistoryChart({ history }: { readonly history: readonly HistoryEntry[] }) {
  const { rounds, analytes } = shapeOf(history);
  const reach = Math.max(4, Math.ceil(Math.max(...history.map((entry) => Math.abs(entry.score)), 0) + 0.5));
  const y = linearScale([-reach, reach], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const step = (WIDTH - MARGIN.left - MARGIN.right) / Math.max(1, rounds.length);
  const x = (code: string) => MARGIN.left + step * (rounds.indexOf(code) + 0.5);
  // Each analyte's markers sit a little apart from the others' in the same round, so none hides another.
  const dodge = (analyte: string) => (analytes.indexOf(analyte) - (analytes.length - 1) / 2) * 12;
  const right = WIDTH - MARGIN.right;
  const markerOf = (analyte: string) => MARKERS[analytes.indexOf(analyte) % MARKERS.length] ?? 'circle';
  const levels = [-3, -2, 0, 2, 3];
  const id = useId();

  return (
    <figure className="pt-figure">
      <TableRegion labelledBy={id} holds="chart">
        <svg
          id={id}
          className="pt-chart"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={historyChartSummary(history)}
        >
          {levels.map((level) => (
            <g
              key={level}
              className={
                level === 0
                  ? 'pt-chart__assigned'
                  : Math.abs(level) === 2
                    ? 'pt-chart__bound pt-chart__bound--2'
                    : 'pt-chart__bound pt-chart__bound--3'
              }
            >
              <line x1={MARGIN.left} x2={right} y1={y(level)} y2={y(level)} />
              <text x={MARGIN.left - 8} y={y(level)} textAnchor="end" dominantBaseline="middle">
                {level > 0 ? `+${level}` : formatScore(level).replace('.00', '')}
              </text>
            </g>
          ))}
          {analytes.map((analyte) => {
            const points = history.filter((entry) => entry.analyte === analyte);
            return (
              <g key={analyte} className="pt-chart__series">
                <polyline
                  points={points
                    .map((entry) => `${x(entry.code) + dodge(analyte)},${y(entry.score)}`)
                    .join(' ')}
                  fill="none"
                />
                {points.map((entry) => (
                  <MarkerShape
                    key={entry.code}
                    marker={markerOf(analyte)}
                    cx={x(entry.code) + dodge(analyte)}
                    cy={y(entry.score)}
                  />
                ))}
              </g>
            );
          })}
          {rounds.map((code) => (
            <text
              key={code}
              className="pt-chart__code"
              transform={`translate(${x(code)} ${HEIGHT - MARGIN.bottom + 10}) rotate(-30)`}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {code}
            </text>
          ))}
        </svg>
      </TableRegion>
      <figcaption>
        <ul className="pt-legend" aria-label="Key">
          {analytes.map((analyte) => (
            <li key={analyte}>
              <svg className="pt-legend__marker" viewBox="0 0 16 16" aria-hidden="true">
                <g className="pt-chart__series">
                  <MarkerShape marker={markerOf(analyte)} cx={8} cy={8} />
                </g>
              </svg>
              {analyte}
            </li>
          ))}
          <li>Dashed lines: ±2, beyond which a score is questionable</li>
          <li>Solid lines: ±3, beyond which a score is unsatisfactory</li>
        </ul>
      </figcaption>
    </figure>
  );
}

/** The history as a table: each round's score per analyte, with its reading. */
export function ZScoreHistoryTable({ history }: { readonly history: readonly HistoryEntry[] }) {
  const captionId = useId();
  return (
    <DataTable
      captionId={captionId}
      caption="Your laboratory’s scores by round, oldest first"
      captionClassName="pt-caption"
      columns={['Round', 'Published', 'Analyte', 'Score', 'Interpretation']}
      rows={history}
    >
      {(entry) => {
        const reading = classifyZScore(entry.score);
        return (
          <tr key={`${entry.code}-${entry.analyte}`}>
            <th scope="row" className="table__cell">
              {entry.code}
            </th>
            <td className="table__cell table__cell--nowrap">{ptDateText(entry.publishedAt)}</td>
            <td className="table__cell">{entry.analyte}</td>
            <td className="table__cell table__cell--nowrap">
              {entry.scoreKind === 'z-prime' ? 'z′' : 'z'} = {formatScore(entry.score)}
            </td>
            <td className="table__cell">{reading ? Z_SCORE_CLASS_LABELS[reading] : '–'}</td>
          </tr>
        );
      }}
    </DataTable>
  );
}
