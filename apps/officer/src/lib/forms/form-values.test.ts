import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateControl,
  linesOf,
  numberControl,
  numberText,
  optionalDate,
  singaporeInstant,
  timeControl,
} from './form-values';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe('what controls hold, as the domain takes it', () => {
  it('asks for an empty date in the form’s words, then hands over to the domain’s rule', () => {
    const due = dateControl('Enter the due date', z.iso.date('Enter a real date'));
    expect(messagesOf(due.safeParse(''))).toEqual(['Enter the due date']);
    expect(messagesOf(due.safeParse('2026-02-30'))).toEqual(['Enter a real date']);
    expect(due.parse('2026-02-28')).toBe('2026-02-28');
  });

  it('takes a real time of day only, asking for an empty one first', () => {
    const time = timeControl('Enter the time');
    expect(messagesOf(time.safeParse(''))[0]).toBe('Enter the time');
    expect(messagesOf(time.safeParse('24:00'))).toEqual(['Enter a real time, like 09:30']);
    expect(time.parse('09:30')).toBe('09:30');
  });

  it('reads a typed number, leaves an empty box out, and refuses anything else', () => {
    const fee = numberControl('Enter the fee, like 250');
    expect(fee.parse(' 12.5 ')).toBe(12.5);
    expect(fee.parse('')).toBeUndefined();
    expect(messagesOf(fee.safeParse('12,5'))).toEqual(['Enter the fee, like 250']);
    expect([numberText(0), numberText(null), numberText(undefined)]).toEqual(['0', '', '']);
  });

  it('reads an empty optional date as none', () => {
    expect([optionalDate(' '), optionalDate('2026-03-01')]).toEqual([null, '2026-03-01']);
  });

  it('reads a day and a time in Singapore as the instant', () => {
    expect(singaporeInstant('2026-12-01', '09:30')).toBe('2026-12-01T01:30:00.000Z');
  });

  it('makes an item of each line that says something', () => {
    expect(linesOf('Quality manual\r\n\n  Calibration records  \n')).toEqual([
      'Quality manual',
      'Calibration records',
    ]);
  });
});
