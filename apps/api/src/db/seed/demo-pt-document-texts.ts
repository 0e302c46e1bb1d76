import { formatDay, formatMoney, PT_STATUS_LABELS, type PtStatus } from '@fsmis/domain';
import type { PtDocumentSeed } from './demo-pt-documents.js';
import type { AnalyteStatisticsColumns } from './demo-pt-results.js';

/** A seeded round as its documents describe it. */
export interface DocumentedRound {
  schemeId: string;
  code: string;
  name: string;
  matrix: string;
  description: string;
  status: PtStatus;
  feeSgd: number;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  dispatchAt: Date;
  resultsDueAt: Date;
  createdAt: Date;
  /** Whether the test items have gone out; the round's report, once published. */
  dispatched: boolean;
  report: {
    publishedAt: Date;
    participantCount: number;
    analytes: readonly {
      name: string;
      unit: string;
      statistics: AnalyteStatisticsColumns;
      classes: readonly (string | null)[];
    }[];
  } | null;
  analytes: readonly { name: string; unit: string }[];
}

const day = (date: Date) => formatDay(date);
const figure = (value: number | null) => (value === null ? '-' : String(Number(value.toPrecision(4))));

/** The documents a round holds at its status: protocol always, package once dispatched, report once published. */
export function roundDocuments(round: DocumentedRound): PtDocumentSeed[] {
  const subtitle = `${round.code}: ${round.name}`;
  const documents: PtDocumentSeed[] = [
    {
      schemeId: round.schemeId,
      kind: 'general',
      fileName: `${round.code}-scheme-protocol.pdf`,
      title: 'Scheme protocol',
      subtitle,
      at: round.createdAt,
      paragraphs: [
        round.description,
        `Test item: ${round.matrix}. Analytes: ${round.analytes.map((analyte) => `${analyte.name} (${analyte.unit})`).join(', ')}.`,
        `Registration opens on ${day(round.registrationOpensAt)} and closes on ${day(round.registrationClosesAt)}. Test items are dispatched on ${day(round.dispatchAt)}; results are due by ${day(round.resultsDueAt)}.`,
        `Participation fee: ${formatMoney(round.feeSgd)} per laboratory, invoiced on registration.`,
        // The standard fonts have no glyphs for ≤ or the prime: the texts keep to what they can draw.
        "Each laboratory is known in the round by its laboratory code only. Results are scored by ISO 13528: the assigned value from the participants’ robust mean (Algorithm A) or a reference value, and z or z' scores (|z| <= 2 satisfactory, 2 < |z| < 3 questionable, |z| >= 3 unsatisfactory).",
        'The scheme is operated in line with ISO/IEC 17043. Homogeneity and stability of the test items are checked before dispatch.',
      ],
    },
  ];
  if (round.dispatched) {
    documents.push({
      schemeId: round.schemeId,
      kind: 'participant-package',
      fileName: `${round.code}-participant-instructions.pdf`,
      title: 'Participant instructions',
      subtitle,
      at: new Date(round.dispatchAt.getTime() - 86_400_000),
      paragraphs: [
        'On arrival, check the test items against the packing list and confirm their receipt and condition in the portal.',
        'Store the test items at 2-8 °C, away from light, and analyse them within 14 days of receipt. Bring them to room temperature and mix thoroughly before taking a test portion.',
        'Analyse the test items as you would routine samples, with your usual method. Report one result per analyte in the unit given, with your expanded uncertainty (k = 2) and the method used; choose "not tested" for an analyte you did not analyse.',
        `Submit your results in the portal by ${day(round.resultsDueAt)}. Results cannot be changed once submitted.`,
      ],
    });
  }
  if (round.report) {
    const { report } = round;
    documents.push({
      schemeId: round.schemeId,
      kind: 'report',
      fileName: `${round.code}-round-summary-report.pdf`,
      title: 'Round summary report',
      subtitle,
      at: report.publishedAt,
      paragraphs: [
        `Published on ${day(report.publishedAt)}. ${report.participantCount} laboratories submitted results. Status: ${PT_STATUS_LABELS[round.status]}.`,
        ...report.analytes.map((analyte) => {
          const { statistics } = analyte;
          if (statistics.statisticsProblem)
            return `${analyte.name}: not scored. ${statistics.statisticsProblem}`;
          const satisfactory = analyte.classes.filter((reading) => reading === 'satisfactory').length;
          const scored = analyte.classes.filter((reading) => reading !== null).length;
          return `${analyte.name} (${analyte.unit}): ${statistics.resultCount} results; robust mean ${figure(statistics.robustMean)}, robust standard deviation ${figure(statistics.robustSd)}; assigned value ${figure(statistics.assignedValue)} (standard uncertainty ${figure(statistics.assignedUncertainty)}); sigma_pt ${figure(statistics.sigmaPt)}; ${statistics.scoreKind === 'z-prime' ? "z'" : 'z'} scores, ${satisfactory} of ${scored} satisfactory.`;
        }),
        'Each laboratory’s own scores, and a chart placing its result among all participants, are in its report in the portal.',
      ],
    });
  }
  return documents;
}
