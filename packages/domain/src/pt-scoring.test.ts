import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALGORITHM_A_MAX_ITERATIONS,
  algorithmA,
  MIN_CONSENSUS_RESULTS,
  PT_SCORE_KINDS,
  type PtAssignment,
  type PtScoringInput,
  scoreAnalyte,
} from './pt-scoring.js';

/*
 * Published worked examples: ISO 13528:2022 "Statistical methods for use in proficiency testing by
 * interlaboratory comparison", Annex E. The input data and the printed results are as transcribed in the
 * test data of the open-source library pt13528 (github.com/kanunimurat/pt13528, tests/annex_e_data.py
 * and tests/printed_values.py), whose own test suite reproduces the same printed values. Each printed
 * value is checked to within half a unit of its last printed digit (4 significant figures where the
 * standard prints 4).
 */

/** ISO 13528:2022 E.1, Table E.1: 23 results, the censored ones taken as their limit ("ignored"). */
const TABLE_E1_IGNORED = [
  10, 10, 12, 19, 20, 20, 23, 23, 25, 25, 26, 28, 28, 30, 28, 29, 30, 30, 31, 32, 32, 45, 50,
];
/** ISO 13528:2022 E.1, Table E.1: the same round with the censored results deleted (18 results). */
const TABLE_E1_DELETED = [12, 19, 20, 23, 23, 25, 25, 26, 28, 28, 28, 29, 30, 30, 31, 32, 32, 45];
/** ISO 13528:2022 E.3, Table E.4: atrazine in drinking water, 34 participants (µg/l). */
const TABLE_E4_ATRAZINE = [
  0.04, 0.055, 0.178, 0.202, 0.206, 0.227, 0.228, 0.23, 0.23, 0.235, 0.236, 0.237, 0.243, 0.244, 0.245,
  0.2555, 0.26, 0.264, 0.267, 0.27, 0.273, 0.274, 0.274, 0.278, 0.2811, 0.287, 0.287, 0.288, 0.289, 0.295,
  0.296, 0.311, 0.331, 0.4246,
];
/**
 * ISO 13528:2022 E.4, Table E.6: mercury in animal feed (mg/kg), x_pt = 0.044 with U = 0.0082 (k = 2),
 * sigma_pt = 0.0066; each participant's result with its printed z and z′.
 */
const TABLE_E6_MERCURY: readonly (readonly [string, number, string, string])[] = [
  ['L04', 0.013, '-4.70', '-3.99'],
  ['L05', 0.013, '-4.70', '-3.99'],
  ['L23', 0.0135, '-4.62', '-3.93'],
  ['L02', 0.014, '-4.55', '-3.86'],
  ['L15', 0.014, '-4.55', '-3.86'],
  ['L06', 0.016, '-4.24', '-3.60'],
  ['L09', 0.017, '-4.09', '-3.47'],
  ['L26', 0.019, '-3.79', '-3.22'],
  ['L12', 0.0239, '-3.05', '-2.59'],
  ['L03', 0.037, '-1.06', '-0.90'],
  ['L29', 0.039, '-0.76', '-0.64'],
  ['L07', 0.04, '-0.61', '-0.51'],
  ['L21', 0.04, '-0.61', '-0.51'],
  ['L25', 0.04, '-0.61', '-0.51'],
  ['L16', 0.0424, '-0.24', '-0.21'],
  ['L08', 0.044, '0.00', '0.00'],
  ['L10', 0.045, '0.15', '0.13'],
  ['L24', 0.045, '0.15', '0.13'],
  ['L18', 0.046, '0.30', '0.26'],
  ['L28', 0.049, '0.76', '0.64'],
  ['L01', 0.053, '1.36', '1.16'],
];
/** ISO 13528:2022 E.13, Table E.11: averages of four replicates, 25 participants. */
const TABLE_E11_AVERAGES = [
  2.15, 1.85, 1.8, 1.8, 1.9, 1.9, 1.9, 2.05, 2.35, 2.03, 2.08, 1.25, 1.13, 1.0, 1.08, 1.2, 1.35, 1.23, 1.23,
  0.9, 1.48, 1.2, 1.73, 1.43, 1.28,
];

/** The computed value agrees with the printed one to within half a unit of its last printed digit. */
function expectPrinted(computed: number, printed: string) {
  const decimals = printed.split('.')[1]?.length ?? 0;
  expect(Math.abs(computed - Number(printed))).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12);
}

const inputs = (values: readonly number[]): PtScoringInput[] =>
  values.map((value, index) => ({ participantId: `P${index + 1}`, outcome: 'value', value }));

const consensus: PtAssignment = {
  source: 'consensus',
  referenceValue: null,
  referenceUncertainty: null,
  sigmaRule: 'robust',
  sigmaValue: null,
};
const reference = (value: number, uncertainty: number, sigma: number): PtAssignment => ({
  source: 'reference',
  referenceValue: value,
  referenceUncertainty: uncertainty,
  sigmaRule: 'fixed',
  sigmaValue: sigma,
});

function scored(results: readonly PtScoringInput[], assignment: PtAssignment) {
  const scoring = scoreAnalyte(results, assignment);
  if (!scoring.ok) throw new Error(scoring.reason);
  return scoring;
}

function refusal(results: readonly PtScoringInput[], assignment: PtAssignment) {
  const scoring = scoreAnalyte(results, assignment);
  if (scoring.ok) throw new Error('The analyte was scored');
  return scoring.reason;
}

describe('Algorithm A against ISO 13528:2022 Annex E', () => {
  it('E.3, Table E.5: atrazine, x* = 0.2570 and s* = 0.0395', () => {
    const { mean, sd } = algorithmA(TABLE_E4_ATRAZINE);
    expectPrinted(mean, '0.2570');
    expectPrinted(sd, '0.0395');
  });

  it('E.7: the mercury results of Table E.6, x* = 0.03161 and s* = 0.0164', () => {
    const { mean, sd } = algorithmA(TABLE_E6_MERCURY.map(([, value]) => value));
    expectPrinted(mean, '0.03161');
    expectPrinted(sd, '0.0164');
  });

  it('E.1, Table E.1: censored results deleted, x* = 26.81 and s* = 5.29', () => {
    const { mean, sd } = algorithmA(TABLE_E1_DELETED);
    expectPrinted(mean, '26.81');
    expectPrinted(sd, '5.29');
  });

  it('E.13: the averages of Table E.11, x* = 1.57', () => {
    expectPrinted(algorithmA(TABLE_E11_AVERAGES).mean, '1.57');
  });

  it('E.1, Table E.1: censored results kept, x* = 26.01 and s* = 7.23 by the standard’s third-figure rule', () => {
    const byHand = algorithmA(TABLE_E1_IGNORED, { convergence: 'third-figure' });
    expectPrinted(byHand.mean, '26.01');
    expectPrinted(byHand.sd, '7.23');
    // Iterated to its limit the same data give 26.01 and 7.24: the printed s* stopped short of it.
    const converged = algorithmA(TABLE_E1_IGNORED);
    expectPrinted(converged.mean, '26.01');
    expectPrinted(converged.sd, '7.24');
    expect(converged.iterations).toBeGreaterThan(byHand.iterations);
  });

  it('stops by the third-figure rule on every example with the printed figures', () => {
    expectPrinted(algorithmA(TABLE_E4_ATRAZINE, { convergence: 'third-figure' }).mean, '0.2570');
    expectPrinted(algorithmA(TABLE_E1_DELETED, { convergence: 'third-figure' }).sd, '5.29');
  });
});

describe('Algorithm A at the edges', () => {
  it('needs finite numbers', () => {
    expect(() => algorithmA([])).toThrow(RangeError);
    expect(() => algorithmA([1, Number.NaN, 2])).toThrow('Algorithm A needs one or more finite numbers.');
    expect(() => algorithmA([1, Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });

  it('gives one result, or equal results, no spread without iterating', () => {
    expect(algorithmA([4.2])).toEqual({ mean: 4.2, sd: 0, iterations: 0 });
    expect(algorithmA([3, 3, 3, 3])).toEqual({ mean: 3, sd: 0, iterations: 0 });
  });

  it('starts from the standard deviation when more than half the results are equal (MADe is zero)', () => {
    const { mean, sd, iterations } = algorithmA([5, 5, 5, 5, 6, 9]);
    expect(sd).toBeGreaterThan(0);
    expect(mean).toBeGreaterThan(5);
    expect(mean).toBeLessThan(6);
    expect(iterations).toBeGreaterThan(1);
  });

  it('settles on zero spread when all but one result are equal', () => {
    const { mean, sd } = algorithmA([5, 5, 5, 5, 5, 5, 9]);
    expect(sd).toBe(0);
    expect(mean).toBeCloseTo(5, 10);
  });

  it('stops at the iteration limit', () => {
    expect(algorithmA(TABLE_E1_IGNORED, { maxIterations: 2 }).iterations).toBe(2);
    expect(algorithmA(TABLE_E1_IGNORED).iterations).toBeLessThan(ALGORITHM_A_MAX_ITERATIONS);
  });
});

describe('Algorithm A properties', () => {
  // Results as laboratories report them, to two decimals: a shift keeps equal results equal and
  // different ones different, as it does on paper.
  const hundredths = (limit: number) => fc.integer({ min: -limit, max: limit }).map((cents) => cents / 100);
  const samples = fc.array(hundredths(100_000), { minLength: 5, maxLength: 40 });
  const spanOf = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

  it('shifts x* with the results and leaves s* unchanged', () => {
    fc.assert(
      fc.property(samples, hundredths(1_000_000), (values, shift) => {
        const before = algorithmA(values);
        const after = algorithmA(values.map((value) => value + shift));
        const tolerance = 1e-6 * (spanOf(values) + Math.abs(shift) + 1);
        expect(Math.abs(after.mean - (before.mean + shift))).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(after.sd - before.sd)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('scales x* and s* with the results', () => {
    fc.assert(
      fc.property(samples, fc.double({ min: 1e-3, max: 1e3, noNaN: true }), (values, factor) => {
        const before = algorithmA(values);
        const after = algorithmA(values.map((value) => value * factor));
        const tolerance = 1e-6 * factor * (spanOf(values) + Math.abs(before.mean) + 1);
        expect(Math.abs(after.mean - before.mean * factor)).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(after.sd - before.sd * factor)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('keeps x* among the results', () => {
    fc.assert(
      fc.property(samples, (values) => {
        const { mean } = algorithmA(values);
        const slack = 1e-9 * (spanOf(values) + 1);
        expect(mean).toBeGreaterThanOrEqual(Math.min(...values) - slack);
        expect(mean).toBeLessThanOrEqual(Math.max(...values) + slack);
      }),
    );
  });

  it('moves far less than the arithmetic mean for one wild result', () => {
    const results = fc.array(fc.double({ min: 9, max: 11, noNaN: true }), { minLength: 9, maxLength: 40 });
    fc.assert(
      fc.property(results, fc.double({ min: 1e3, max: 1e6, noNaN: true }), (values, wild) => {
        const arithmetic = (list: readonly number[]) =>
          list.reduce((sum, value) => sum + value, 0) / list.length;
        const withWild = [...values, 10 + wild];
        const robustMove = Math.abs(algorithmA(withWild).mean - algorithmA(values).mean);
        const arithmeticMove = Math.abs(arithmetic(withWild) - arithmetic(values));
        expect(robustMove).toBeLessThan(arithmeticMove / 20);
      }),
    );
  });
});

describe('scoreAnalyte', () => {
  it('scores a consensus round by z with u(x_pt) = 1.25 s*/sqrt(p) (ISO 13528:2022 E.3, Table E.5)', () => {
    const { statistics, scores } = scored(inputs(TABLE_E4_ATRAZINE), consensus);
    expect(statistics.resultCount).toBe(34);
    expectPrinted(statistics.assignedValue, '0.2570');
    expectPrinted(statistics.assignedUncertainty, '0.0085');
    expectPrinted(statistics.sigmaPt, '0.0395');
    expect(statistics.robustMean).toBe(statistics.assignedValue);
    expect(statistics.robustSd).toBe(statistics.sigmaPt);
    expect(statistics.iterations).toBeGreaterThan(0);
    // u(x_pt) / sigma_pt = 1.25 / sqrt(34) = 0.21, negligible.
    expect(statistics.scoreKind).toBe('z');
    const first = scores[0];
    expect(first?.score).toBeCloseTo((0.04 - statistics.assignedValue) / statistics.sigmaPt, 12);
    expect(first?.scoreClass).toBe('unsatisfactory');
  });

  it('gives u(x*) = 0.0045 for the 21 mercury results (ISO 13528:2022 E.7)', () => {
    const { statistics } = scored(inputs(TABLE_E6_MERCURY.map(([, value]) => value)), consensus);
    expectPrinted(statistics.assignedUncertainty, '0.0045');
  });

  it('reproduces the z and z′ scores of ISO 13528:2022 E.4, Table E.6', () => {
    const results = TABLE_E6_MERCURY.map(
      ([code, value]) => ({ participantId: code, outcome: 'value', value }) as const,
    );
    const withUncertainty = scored(results, reference(0.044, 0.0082 / 2, 0.0066));
    // u(x_pt) = 0.0041 > 0.3 x 0.0066: the uncertainty is not negligible, so z′.
    expect(withUncertainty.statistics.scoreKind).toBe('z-prime');
    const negligible = scored(results, reference(0.044, 0, 0.0066));
    expect(negligible.statistics.scoreKind).toBe('z');
    TABLE_E6_MERCURY.forEach(([code, , z, zPrime], index) => {
      expect(negligible.scores[index]?.participantId).toBe(code);
      expectPrinted(negligible.scores[index]?.score as number, z);
      expectPrinted(withUncertainty.scores[index]?.score as number, zPrime);
    });
    expect(negligible.scores.map((score) => score.scoreClass).slice(8, 10)).toEqual([
      'unsatisfactory',
      'satisfactory',
    ]);
  });

  it('uses z′ for a consensus value from fewer than 18 results, z from 18', () => {
    expect(scored(inputs(TABLE_E4_ATRAZINE.slice(0, 17)), consensus).statistics.scoreKind).toBe('z-prime');
    expect(scored(inputs(TABLE_E1_DELETED), consensus).statistics.scoreKind).toBe('z');
    expect(PT_SCORE_KINDS).toEqual(['z', 'z-prime']);
  });

  it('reads z by ISO 13528: satisfactory to 2, questionable below 3, unsatisfactory from 3', () => {
    const results = inputs([8, 9, 10, 11, 12, 12.5, 7]);
    const { scores } = scored(results, reference(10, 0, 1));
    expect(scores.map((score) => score.score)).toEqual([-2, -1, 0, 1, 2, 2.5, -3]);
    expect(scores.map((score) => score.scoreClass)).toEqual([
      'satisfactory',
      'satisfactory',
      'satisfactory',
      'satisfactory',
      'satisfactory',
      'questionable',
      'unsatisfactory',
    ]);
  });

  it('lists "not tested", "less than" and unreadable results without scoring them or counting them', () => {
    const results: PtScoringInput[] = [
      ...inputs([10, 10.2, 9.8, 10.1, 9.9]),
      { participantId: 'NT', outcome: 'not-tested', value: null },
      { participantId: 'LT', outcome: 'less-than', value: 0.5 },
      { participantId: 'NULL', outcome: 'value', value: null },
      { participantId: 'NAN', outcome: 'value', value: Number.NaN },
    ];
    const { statistics, scores } = scored(results, consensus);
    expect(statistics.resultCount).toBe(5);
    expect(scores).toHaveLength(9);
    expect(scores.slice(5)).toEqual([
      { participantId: 'NT', score: null, scoreClass: null },
      { participantId: 'LT', score: null, scoreClass: null },
      { participantId: 'NULL', score: null, scoreClass: null },
      { participantId: 'NAN', score: null, scoreClass: null },
    ]);
    expect(scores.slice(0, 5).every((score) => typeof score.score === 'number')).toBe(true);
  });

  it(`needs ${MIN_CONSENSUS_RESULTS} numeric results for a consensus value or a robust sigma_pt`, () => {
    const notTested: PtScoringInput = { participantId: 'NT', outcome: 'not-tested', value: null };
    expect(refusal([...inputs([1, 2, 3, 4]), notTested], consensus)).toBe(
      'Only 4 laboratories reported a number for this analyte; a consensus value or a robust sigma_pt needs at least 5. Enter a reference value with a fixed or percentage sigma_pt to score it.',
    );
    expect(refusal(inputs([1]), consensus)).toMatch(/^Only 1 laboratory reported a number/);
    expect(refusal(inputs([1, 2]), { ...reference(1, 0.1, 1), sigmaRule: 'robust' })).toMatch(
      /^Only 2 laboratories/,
    );
    expect(refusal([notTested], reference(1, 0.1, 1))).toBe(
      'No laboratory reported a number for this analyte, so there is nothing to score.',
    );
    expect(scoreAnalyte(inputs([1, 2, 3, 4, 5]), consensus).ok).toBe(true);
  });

  it('scores a single result against a reference value with a fixed sigma_pt', () => {
    const { statistics, scores } = scored(inputs([12]), reference(10, 0.2, 0.8));
    expect(statistics).toMatchObject({
      resultCount: 1,
      robustMean: 12,
      robustSd: 0,
      assignedValue: 10,
      assignedUncertainty: 0.2,
      sigmaPt: 0.8,
      scoreKind: 'z',
    });
    expect(scores).toEqual([{ participantId: 'P1', score: 2.5, scoreClass: 'questionable' }]);
  });

  it('takes sigma_pt as a percentage of the assigned value', () => {
    const assignment: PtAssignment = { ...reference(-20, 0, 1), sigmaRule: 'percent', sigmaValue: 10 };
    const { statistics, scores } = scored(inputs([-22]), assignment);
    expect(statistics.sigmaPt).toBe(2);
    expect(scores[0]?.score).toBe(-1);
  });

  it('refuses an assignment that cannot give x_pt or sigma_pt, saying what to enter', () => {
    const results = inputs([1, 2, 3, 4, 5]);
    expect(refusal(results, { ...reference(1, 0.1, 1), referenceValue: null })).toBe(
      'Enter the reference value before computing the statistics.',
    );
    expect(refusal(results, { ...reference(1, 0.1, 1), referenceUncertainty: null })).toBe(
      'Enter the standard uncertainty of the reference value before computing the statistics.',
    );
    const enterSigma =
      'Enter sigma_pt, or the percentage of the assigned value, greater than 0 before computing the statistics.';
    expect(refusal(results, { ...consensus, sigmaRule: 'fixed' })).toBe(enterSigma);
    expect(refusal(results, { ...consensus, sigmaRule: 'percent', sigmaValue: 0 })).toBe(enterSigma);
    expect(refusal(inputs([-1, 0, 1]), { ...reference(0, 0, 1), sigmaRule: 'percent', sigmaValue: 5 })).toBe(
      'The assigned value is zero, so a percentage of it gives no sigma_pt. Set a fixed sigma_pt instead.',
    );
    expect(refusal(inputs([7, 7, 7, 7, 7]), consensus)).toBe(
      'The results agree exactly, so their robust standard deviation is zero. Set sigma_pt as a fixed value or a percentage instead.',
    );
  });
});
