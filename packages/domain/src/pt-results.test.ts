import { describe, expect, it } from 'vitest';
import { PT_RESULT_MESSAGES, parsePtNumber, ptResultProblems } from './pt-results.js';
import type { PtResultEntry } from './pt-round-contracts.js';

describe('parsePtNumber', () => {
  it.each([
    ['12.5', 12.5],
    ['-0.03', -0.03],
    ['.5', 0.5],
    ['1.2e-3', 0.0012],
    ['3E2', 300],
    [' 7 ', 7],
    ['+4', 4],
    ['0', 0],
    ['12.', 12],
  ])('reads %j as %d', (text, value) => {
    expect(parsePtNumber(text)).toBe(value);
  });

  it.each([
    '',
    '   ',
    '1,5',
    'abc',
    '1.2.3',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e999',
    '0x10',
    '1e',
    '.',
    '-',
    '12 5',
    '5 mg',
  ])('refuses %j', (text) => {
    expect(parsePtNumber(text)).toBeNull();
  });
});

const LEAD = '11111111-1111-4111-8111-111111111111';
const CADMIUM = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

const entry = (overrides: Partial<PtResultEntry> = {}): PtResultEntry => ({
  analyteId: LEAD,
  outcome: 'value',
  value: '12.5',
  uncertainty: '0.4',
  method: 'ICP-MS',
  ...overrides,
});

describe('ptResultProblems', () => {
  it('accepts one complete entry per registered analyte, in any order', () => {
    expect(
      ptResultProblems(
        [LEAD, CADMIUM],
        [
          entry({ analyteId: CADMIUM, outcome: 'less-than', value: '0.05', uncertainty: '' }),
          entry({ uncertainty: undefined }),
        ],
      ),
    ).toEqual({});
  });

  it('needs nothing more for an analyte that was not tested', () => {
    expect(
      ptResultProblems([LEAD], [{ analyteId: LEAD, outcome: 'not-tested', value: 'n/a', uncertainty: 'x' }]),
    ).toEqual({});
  });

  it('names the list when a registered analyte has no entry', () => {
    expect(ptResultProblems([LEAD, CADMIUM], [entry()])).toEqual({
      results: ['Enter a result for every analyte you registered for'],
    });
    expect(ptResultProblems([LEAD], [])).toEqual({ results: [PT_RESULT_MESSAGES.missing] });
  });

  it('refuses an analyte the laboratory did not register for, and a second entry for one', () => {
    expect(ptResultProblems([LEAD], [entry(), entry({ analyteId: OTHER }), entry()])).toEqual({
      'results.1.analyteId': ['Report only the analytes your laboratory registered for'],
      'results.2.analyteId': ['Report each analyte once'],
    });
  });

  it('needs an outcome', () => {
    const unanswered = { ...entry(), outcome: undefined } as unknown as PtResultEntry;
    expect(ptResultProblems([LEAD], [unanswered])).toEqual({
      'results.0.outcome': ['Choose whether you report a value, a “less than” limit or not tested'],
    });
  });

  it('needs a number, an uncertainty that is a number of 0 or more, and the method, keyed by field', () => {
    expect(
      ptResultProblems(
        [LEAD, CADMIUM],
        [
          entry({ value: '1,5', uncertainty: 'about 2', method: '  ' }),
          entry({ analyteId: CADMIUM, value: undefined, uncertainty: '-0.1', method: undefined }),
        ],
      ),
    ).toEqual({
      'results.0.value': ['Enter the result as a number, like 12.5'],
      'results.0.uncertainty': ['Enter the uncertainty as a number, like 0.5'],
      'results.0.method': ['Enter the method or technique'],
      'results.1.value': ['Enter the result as a number, like 12.5'],
      'results.1.uncertainty': ['The uncertainty cannot be negative'],
      'results.1.method': ['Enter the method or technique'],
    });
  });

  it('needs a “less than” limit above 0', () => {
    expect(ptResultProblems([LEAD], [entry({ outcome: 'less-than', value: '0' })])).toEqual({
      'results.0.value': ['Enter a “less than” limit greater than 0'],
    });
    expect(ptResultProblems([LEAD], [entry({ outcome: 'less-than', value: '' })])).toEqual({
      'results.0.value': [PT_RESULT_MESSAGES.value],
    });
    expect(ptResultProblems([LEAD], [entry({ outcome: 'value', value: '-3' })])).toEqual({});
  });

  it('lists the missing analyte first, then each field in the order of the entries', () => {
    const problems = ptResultProblems(
      [LEAD, CADMIUM, OTHER],
      [entry({ method: '' }), entry({ analyteId: CADMIUM, value: 'x' })],
    );
    expect(Object.keys(problems)).toEqual(['results', 'results.0.method', 'results.1.value']);
  });
});
