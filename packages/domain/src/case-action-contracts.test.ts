import { describe, expect, it } from 'vitest';
import { caseActionOf, caseActionSchema, isCaseActionOpen } from './case-action-contracts.js';

describe('a case’s list of actions', () => {
  const actions = [
    { name: 'approve', open: true, reason: null },
    { name: 'close', open: false, reason: 'Not yet.' },
  ] as const;

  it('reads the action of a name and whether it is open', () => {
    expect(caseActionOf(actions, 'close')).toEqual({ name: 'close', open: false, reason: 'Not yet.' });
    expect(caseActionOf<string>(actions, 'void')).toBeNull();
    expect(isCaseActionOpen(actions, 'approve')).toBe(true);
    expect(isCaseActionOpen(actions, 'close')).toBe(false);
    expect(isCaseActionOpen<string>(actions, 'void')).toBe(false);
  });

  it('accepts only the case’s names', () => {
    const schema = caseActionSchema(['approve', 'close']);
    expect(schema.safeParse({ name: 'approve', open: true, reason: null }).success).toBe(true);
    expect(schema.safeParse({ name: 'void', open: true, reason: null }).success).toBe(false);
  });
});
