import { afterEach, describe, expect, it } from 'vitest';
import { isHalfTyped, typedInstant } from './typed-instant';

const INCOMPLETE = 'Enter the start as a full date and time';
const read = (typed: string, halfTyped = false) =>
  typedInstant({ incomplete: INCOMPLETE, halfTyped: () => halfTyped }).safeParse(typed);

afterEach(() => document.body.replaceChildren());

describe('a typed instant', () => {
  it('reads a date and time as Singapore time, with its offset, and an empty box as none', () => {
    expect(read('2026-12-01T02:00')).toMatchObject({ success: true, data: '2026-12-01T02:00:00+08:00' });
    expect(read('  ')).toMatchObject({ success: true, data: null });
  });

  it('refuses a box typed in part, though its value reads as empty, and a date that does not exist', () => {
    expect(read('', true).error?.issues.map((issue) => issue.message)).toEqual([INCOMPLETE]);
    expect(read('2026-04-31T10:00').error?.issues.map((issue) => issue.message)).toEqual([INCOMPLETE]);
  });

  it('asks the box itself whether it is typed in part', () => {
    const box = document.createElement('input');
    box.type = 'datetime-local';
    box.id = 'maintenance-from';
    document.body.append(box);
    expect(isHalfTyped('maintenance-from')).toBe(false);
    Object.defineProperty(box, 'validity', { value: { badInput: true }, configurable: true });
    expect(isHalfTyped('maintenance-from')).toBe(true);
    expect(isHalfTyped('maintenance-until')).toBe(false);
  });
});
