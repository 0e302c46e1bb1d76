import { describe, expect, it } from 'vitest';
import { BYTES_PER_KILOBYTE, BYTES_PER_MEGABYTE, formatFileSize } from './format-file-size.js';

describe('formatFileSize', () => {
  it('uses binary units', () => {
    expect(BYTES_PER_KILOBYTE).toBe(1024);
    expect(BYTES_PER_MEGABYTE).toBe(1024 * 1024);
  });

  it.each([
    [1, '0.00 KB'],
    [512, '0.50 KB'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [999_999, '976.56 KB'],
  ])('shows %d bytes (under 7 digits) in KB with 2 decimals: %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it.each([
    [1_000_000, '0.95 MB'],
    [1_048_576, '1.00 MB'],
    [1_572_864, '1.50 MB'],
    [10_485_760, '10.00 MB'],
  ])('shows %d bytes (7 digits or more) in MB with 2 decimals: %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it.each([0, Number.NaN, Number.POSITIVE_INFINITY, -5, '1024', null, undefined, {}])(
    'shows nothing for %s',
    (value) => {
      expect(formatFileSize(value)).toBe('');
    },
  );
});
