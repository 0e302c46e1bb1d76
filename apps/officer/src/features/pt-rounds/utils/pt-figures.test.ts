import type { OfficerPtRound } from '@fsmis/domain';
import { formatMeasure, formatScore } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import {
  classificationText,
  resultsChartOf,
  resultText,
  scoreChartOf,
  scoreReferenceLines,
  scoreRowsOf,
} from './pt-figures';

const ANALYTE = 'a1b2c3d4-0000-4000-8000-000000000001';

const participant = (
  labCode: string,
  submitted: boolean,
  result: Partial<OfficerPtRound['participants'][number]['results'][number]> | null,
): OfficerPtRound['participants'][number] => ({
  id: `a1b2c3d4-0000-4000-8000-0000000000${labCode.slice(1)}`,
  labCode,
  companyName: `Laboratory ${labCode}`,
  isLocalLab: true,
  registeredAt: '2026-12-01T02:00:00.000Z',
  dispatchedOn: null,
  courier: null,
  trackingNumber: null,
  receivedOn: null,
  resultsSubmittedAt: submitted ? '2027-01-10T02:00:00.000Z' : null,
  results: result
    ? [
        {
          analyteId: ANALYTE,
          outcome: 'value',
          value: null,
          score: null,
          scoreClass: null,
          ...result,
        },
      ]
    : [],
});

const round = {
  participants: [
    participant('A03', true, { outcome: 'less-than', value: 0.5 }),
    participant('A01', true, { value: 12.5, score: 2.5, scoreClass: 'questionable' }),
    participant('A04', false, null),
    participant('A02', true, { value: 9, score: -1, scoreClass: 'satisfactory' }),
    participant('A05', true, null),
  ],
} as unknown as OfficerPtRound;
const analyte = { name: 'Patulin', unit: 'µg/kg' } as OfficerPtRound['analytes'][number];

describe('the statistics review’s figures', () => {
  it('lists the laboratories that submitted, by lab code, and says in words why a result has no score', () => {
    const rows = scoreRowsOf(round, ANALYTE);
    expect(rows.map((row) => row.labCode)).toEqual(['A01', 'A02', 'A03', 'A05']);
    expect(rows.map((row) => resultText(row, 'µg/kg'))).toEqual([
      '12.5 µg/kg',
      '9 µg/kg',
      '< 0.5 µg/kg',
      'No result',
    ]);
    expect(rows.map(classificationText)).toEqual([
      'Questionable',
      'Satisfactory',
      'Not scored: a “less than” result',
      'Not scored: no result',
    ]);
  });

  it('charts only scored laboratories, and describes each bar in words', () => {
    const rows = scoreRowsOf(round, ANALYTE);
    const scores = scoreChartOf(analyte, 'z', rows);
    expect(scores.categories).toEqual(['A01', 'A02']);
    expect(scores.values).toEqual([2.5, -1]);
    expect(scores.summary).toContain('A01 2.50 (questionable), A02 −1.00 (satisfactory)');
    const results = resultsChartOf(analyte, 10, rows);
    expect(results.categories).toEqual(['A01', 'A02']);
    expect(results.summary).toContain('A01 12.5, A02 9. The assigned value is 10.');
  });

  it('draws the limits at ±2 and ±3 under the score’s own name', () => {
    expect(scoreReferenceLines('z-prime').map((line) => [line.value, line.label])).toEqual([
      [3, 'z′ = +3'],
      [2, 'z′ = +2'],
      [-2, 'z′ = −2'],
      [-3, 'z′ = −3'],
    ]);
  });

  it('writes scores to two decimals with a true minus, and measures to four significant figures', () => {
    expect(formatScore(-0.3578)).toBe('−0.36');
    expect(formatScore(2.5)).toBe('2.50');
    expect(formatMeasure(10.75)).toBe('10.75');
    expect(formatMeasure(2.806623)).toBe('2.807');
    expect(formatMeasure(12345.6)).toBe('12,350');
  });
});
