import type { PtResultEntry } from './pt-round-contracts.js';
import { PT_RESULT_OUTCOMES } from './pt-scoring.js';

/** A decimal number as people type it: an optional sign, digits with one optional point, an exponent. */
const DECIMAL_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A number as a laboratory types it ("12.5", "-0.03", "1.2e-3"); null when it is not one. */
export function parsePtNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export const PT_RESULT_MESSAGES = {
  missing: 'Enter a result for every analyte you registered for',
  unknownAnalyte: 'Report only the analytes your laboratory registered for',
  repeatedAnalyte: 'Report each analyte once',
  outcome: 'Choose whether you report a value, a “less than” limit or not tested',
  value: 'Enter the result as a number, like 12.5',
  limit: 'Enter a “less than” limit greater than 0',
  uncertainty: 'Enter the uncertainty as a number, like 0.5',
  negativeUncertainty: 'The uncertainty cannot be negative',
  method: 'Enter the method or technique',
} as const;

/**
 * Whether a laboratory's results may be submitted (docs/domain.md "Proficiency testing"): the problems of
 * each field, keyed by its path in the request (`results.0.value`), in the order of the analytes; empty when
 * the submission is complete. A missing analyte is named on `results` itself.
 */
export function ptResultProblems(
  analyteIds: readonly string[],
  results: readonly PtResultEntry[],
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    problems[key] = [...(problems[key] ?? []), message];
  };
  const registered = new Set(analyteIds);
  const reported = new Set(results.map((entry) => entry.analyteId));
  if (analyteIds.some((id) => !reported.has(id))) add('results', PT_RESULT_MESSAGES.missing);

  const seen = new Set<string>();
  results.forEach((entry, index) => {
    const at = `results.${index}`;
    if (!registered.has(entry.analyteId)) {
      add(`${at}.analyteId`, PT_RESULT_MESSAGES.unknownAnalyte);
    } else if (seen.has(entry.analyteId)) {
      add(`${at}.analyteId`, PT_RESULT_MESSAGES.repeatedAnalyte);
    } else {
      seen.add(entry.analyteId);
      for (const [field, message] of entryProblems(entry)) add(`${at}.${field}`, message);
    }
  });
  return problems;
}

/** The problems of one entry for a registered analyte, by field. */
function entryProblems(entry: PtResultEntry): [keyof PtResultEntry, string][] {
  if (!PT_RESULT_OUTCOMES.includes(entry.outcome)) return [['outcome', PT_RESULT_MESSAGES.outcome]];
  if (entry.outcome === 'not-tested') return [];
  const problems: [keyof PtResultEntry, string][] = [];
  const value = parsePtNumber(entry.value ?? '');
  if (value === null) problems.push(['value', PT_RESULT_MESSAGES.value]);
  else if (entry.outcome === 'less-than' && value <= 0) problems.push(['value', PT_RESULT_MESSAGES.limit]);

  const uncertaintyText = (entry.uncertainty ?? '').trim();
  if (uncertaintyText !== '') {
    const uncertainty = parsePtNumber(uncertaintyText);
    if (uncertainty === null) problems.push(['uncertainty', PT_RESULT_MESSAGES.uncertainty]);
    else if (uncertainty < 0) problems.push(['uncertainty', PT_RESULT_MESSAGES.negativeUncertainty]);
  }
  if ((entry.method ?? '').trim() === '') problems.push(['method', PT_RESULT_MESSAGES.method]);
  return problems;
}
