import { describe, expect, it } from 'vitest';
import { formatFee, formatMeasure, formatMoney, formatNumber, formatScore } from './format-number.js';

describe('formatNumber', () => {
  it('groups thousands, whole by default', () => {
    expect(formatNumber(5000)).toBe('5,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(2.46)).toBe('2');
  });

  it('keeps the decimals asked for, without trailing zeros', () => {
    expect(formatNumber(2.46, 1)).toBe('2.5');
    expect(formatNumber(3, 1)).toBe('3');
    expect(formatNumber(1500.125, 2)).toBe('1,500.13');
  });
});

describe('formatMoney', () => {
  it('writes Singapore dollars one way: S$, thousands grouped, always cents', () => {
    expect(formatMoney(380)).toBe('S$380.00');
    expect(formatMoney(1500)).toBe('S$1,500.00');
    expect(formatMoney(100.5)).toBe('S$100.50');
    expect(formatMoney(0)).toBe('S$0.00');
  });

  it('says Free for a fee of nothing', () => {
    expect(formatFee(0)).toBe('Free');
    expect(formatFee(250)).toBe('S$250.00');
  });
});

describe('formatMeasure and formatScore', () => {
  it('write a measure to four significant figures and a score to two decimals with a true minus', () => {
    expect(formatMeasure(12.3456)).toBe('12.35');
    expect(formatMeasure(1234.5)).toBe('1,235');
    expect(formatMeasure(0.000123456)).toBe('0.0001235');
    expect(formatScore(-1.254)).toBe('−1.25');
    expect(formatScore(2)).toBe('2.00');
  });
});
