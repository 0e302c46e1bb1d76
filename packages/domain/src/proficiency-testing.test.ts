import { describe, expect, it } from 'vitest';
import {
  arePtResultsClosed,
  arePtResultsVisible,
  canRegisterForPt,
  canSubmitPtResults,
  classifyZScore,
  isLocalLab,
  isPtRegistrationStatus,
  isPtReportAvailable,
  isPtVisibleToParticipants,
  PT_REGION_TYPE_LABELS,
  PT_STATUS_LABELS,
  PT_STATUSES,
  PtRegionType,
  ptRegionTypeSchema,
  ptStatusSchema,
  Z_SCORE_CLASS_LABELS,
  Z_SCORE_CLASSES,
  zScore,
} from './proficiency-testing.js';

describe('PT statuses', () => {
  it('are the six of docs/requirements.md §4', () => {
    expect(PT_STATUS_LABELS).toEqual({
      1: 'Draft',
      2: 'Registration Open',
      3: 'Registration Closed',
      4: 'Results Submission Open',
      5: 'Results Submission Closed',
      6: 'PT Completed',
    });
    expect(ptStatusSchema.safeParse(6).success).toBe(true);
    expect(ptStatusSchema.safeParse(7).success).toBe(false);
  });

  it('group as docs/requirements.md §4 says', () => {
    expect(PT_STATUSES.filter(arePtResultsClosed)).toEqual([5, 6]);
    expect(PT_STATUSES.filter(arePtResultsVisible)).toEqual([4, 5, 6]);
    expect(PT_STATUSES.filter(isPtRegistrationStatus)).toEqual([2, 3]);
  });

  it('hide Draft from participants', () => {
    expect(PT_STATUSES.filter(isPtVisibleToParticipants)).toEqual([2, 3, 4, 5, 6]);
  });

  it('open registration, results entry and the report one at a time', () => {
    expect(PT_STATUSES.filter(canRegisterForPt)).toEqual([2]);
    expect(PT_STATUSES.filter(canSubmitPtResults)).toEqual([4]);
    expect(PT_STATUSES.filter(isPtReportAvailable)).toEqual([6]);
  });
});

describe('PT region types', () => {
  it('are local 1 and overseas 2', () => {
    expect(PtRegionType).toEqual({ local: 1, overseas: 2 });
    expect(PT_REGION_TYPE_LABELS).toEqual({ 1: 'Local', 2: 'Overseas' });
    expect(ptRegionTypeSchema.safeParse(2).success).toBe(true);
    expect(ptRegionTypeSchema.safeParse(3).success).toBe(false);
  });

  it('make a lab local at 1 or with no value, overseas otherwise', () => {
    expect(isLocalLab(1)).toBe(true);
    expect(isLocalLab(null)).toBe(true);
    expect(isLocalLab(undefined)).toBe(true);
    expect(isLocalLab(2)).toBe(false);
    expect(isLocalLab(7)).toBe(false);
  });
});

describe('z-scores (ISO 13528)', () => {
  it('are the distance from the assigned value in standard deviations', () => {
    expect(zScore(12, 10, 0.8)).toBeCloseTo(2.5);
    expect(zScore(9, 10, 0.5)).toBe(-2);
  });

  it('need a positive spread', () => {
    expect(zScore(9, 10, 0)).toBeNull();
    expect(zScore(9, 10, -1)).toBeNull();
    expect(zScore(Number.NaN, 10, 1)).toBeNull();
  });

  it.each([
    [0, 'satisfactory'],
    [2, 'satisfactory'],
    [-2, 'satisfactory'],
    [2.0001, 'questionable'],
    [-2.5, 'questionable'],
    [2.9999, 'questionable'],
    [3, 'unsatisfactory'],
    [-3, 'unsatisfactory'],
    [Number.POSITIVE_INFINITY, 'unsatisfactory'],
  ])('classify %d as %s', (z, expected) => {
    expect(classifyZScore(z)).toBe(expected);
  });

  it('do not classify a missing number', () => {
    expect(classifyZScore(Number.NaN)).toBeNull();
  });

  it('have labels', () => {
    expect(Object.values(Z_SCORE_CLASS_LABELS)).toEqual(['Satisfactory', 'Questionable', 'Unsatisfactory']);
  });

  it('are listed from best to worst, each once', () => {
    expect(Z_SCORE_CLASSES).toEqual(['satisfactory', 'questionable', 'unsatisfactory']);
    expect(Object.keys(Z_SCORE_CLASS_LABELS)).toEqual([...Z_SCORE_CLASSES]);
  });
});
