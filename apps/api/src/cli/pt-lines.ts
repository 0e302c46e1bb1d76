import {
  formatDay,
  formatFee,
  formatMoment,
  type OfficerPtRound,
  type OfficerPtRoundSummary,
} from '@fsmis/domain';

// How the command line prints Proficiency Testing rounds: one line per record.

const day = (instant: string | null) => (instant ? formatDay(instant) : '-');
const when = (instant: string | null) => (instant ? formatMoment(instant) : '-');
/** A statistic to four significant figures, as the report shows them. */
const figure = (value: number | null) => (value === null ? '-' : String(Number(value.toPrecision(4))));
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "PT-2026-08  Registration Open  Aflatoxins in peanut butter  opens 01 Dec 2026  3 registered, 0 submitted  <id>" */
export function ptRoundLine(round: OfficerPtRoundSummary): string {
  return [
    round.code,
    round.statusLabel,
    round.name,
    `opens ${day(round.registrationOpensAt)}`,
    `${round.participantCount} registered, ${round.submittedCount} submitted`,
    round.id,
  ].join('  ');
}

function assignmentWords(analyte: OfficerPtRound['analytes'][number]): string {
  const { assignment } = analyte;
  const value =
    assignment.source === 'reference'
      ? `reference ${assignment.referenceValue} ± ${assignment.referenceUncertainty}`
      : 'consensus';
  const sigma =
    assignment.sigmaRule === 'robust'
      ? 'robust'
      : assignment.sigmaRule === 'fixed'
        ? `fixed ${assignment.sigmaValue}`
        : `${assignment.sigmaValue}%`;
  return `assigned value: ${value}, sigma_pt: ${sigma}`;
}

function statisticsWords(analyte: OfficerPtRound['analytes'][number]): string {
  const statistics = analyte.statistics;
  if (analyte.statisticsProblem) return `not scored: ${analyte.statisticsProblem}`;
  if (!statistics) return 'not computed';
  return [
    `n=${statistics.resultCount}`,
    `x*=${figure(statistics.robustMean)}`,
    `s*=${figure(statistics.robustSd)}`,
    `x_pt=${figure(statistics.assignedValue)}`,
    `u(x_pt)=${figure(statistics.assignedUncertainty)}`,
    `sigma_pt=${figure(statistics.sigmaPt)}`,
    statistics.scoreKind === 'z-prime' ? "z' scores" : 'z scores',
  ].join(' ');
}

function participantLine(round: OfficerPtRound, participant: OfficerPtRound['participants'][number]): string {
  const stages = [
    `registered ${day(participant.registeredAt)}`,
    participant.dispatchedOn
      ? `dispatched ${day(participant.dispatchedOn)} (${participant.trackingNumber ?? '-'})`
      : 'not dispatched',
    ...(participant.receivedOn ? [`received ${day(participant.receivedOn)}`] : []),
    participant.resultsSubmittedAt ? `submitted ${when(participant.resultsSubmittedAt)}` : 'no results yet',
  ];
  const scores = participant.results.map((result) => {
    const name = round.analytes.find((analyte) => analyte.id === result.analyteId)?.name ?? result.analyteId;
    const value = result.outcome === 'value' ? figure(result.value) : result.outcome;
    return `${name} ${value}${result.score === null ? '' : ` (${figure(result.score)}, ${result.scoreClass})`}`;
  });
  return [
    `  ${participant.labCode}  ${participant.companyName} (${participant.isLocalLab ? 'local' : 'overseas'})`,
    stages.join(', '),
    ...(scores.length > 0 ? [scores.join('; ')] : []),
  ].join('  ');
}

/** One round as an officer reads it: where it stands, its analytes and statistics, participants, documents, steps. */
export function ptRoundViewLines(round: OfficerPtRound): string[] {
  const lines = [
    `${round.code}  ${round.statusLabel}  ${round.name} (${round.matrix})`,
    `Id: ${round.id}`,
    `Registration ${day(round.registrationOpensAt)} to ${day(round.registrationClosesAt)}; dispatch ${day(round.dispatchAt)}; results due ${day(round.resultsDueAt)}; fee ${formatFee(round.feeSgd)}`,
    `Statistics computed ${when(round.statisticsComputedAt)}, reviewed ${when(round.statisticsReviewedAt)}; report published ${when(round.publishedAt)}`,
    `Analytes (${round.analytes.length}):`,
    ...round.analytes.map(
      (analyte) =>
        `  ${analyte.name} (${analyte.unit})  ${analyte.id}  ${assignmentWords(analyte)}  ${statisticsWords(analyte)}`,
    ),
    round.participants.length > 0
      ? `Participants (${round.participants.length}):`
      : 'Participants: none registered',
    ...round.participants.map((participant) => participantLine(round, participant)),
    round.documents.length > 0 ? `Documents (${round.documents.length}):` : 'Documents: none',
    ...round.documents.map(
      (document) =>
        `  ${document.kind}  ${document.fileName}  ${counted(document.fileSize, 'byte', 'bytes')}  ${when(document.uploadedAt)}`,
    ),
    `Steps open now: ${
      round.actions
        .filter((action) => action.open)
        .map((action) => action.name)
        .join(', ') || 'none'
    }`,
  ];
  return lines;
}
