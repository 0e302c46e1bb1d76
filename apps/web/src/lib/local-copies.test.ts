import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_COPY_MAX_AGE_MS, localCopy, localCopyKey } from './local-copies';

const ALICE = '0b7e6f1c-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const BOB = '9c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f';
const FORM = 'application-1-comment';

afterEach(() => localStorage.clear());

describe('the browser copy of what is typed', () => {
  it('is read back by the user and form it was kept for, with what it was edited from', () => {
    const at = Date.parse('2026-03-02T04:00:00Z');
    localCopy(ALICE, FORM, { body: 'Our auditor visits on Monday.' }, 4, at);
    expect(localCopy(ALICE, FORM, undefined, undefined, at + 1_000)).toEqual({
      values: { body: 'Our auditor visits on Monday.' },
      base: 4,
      keptAt: at,
    });
  });

  it('is never read for another user signing in on the same browser, nor for another form', () => {
    localCopy(ALICE, FORM, { body: 'Private' });
    expect(localCopy(BOB, FORM)).toBeNull();
    expect(localCopy(ALICE, 'application-2-comment')).toBeNull();
    expect(localCopy(ALICE, FORM)?.values).toEqual({ body: 'Private' });
  });

  it('goes once forgotten (saved or discarded)', () => {
    localCopy(ALICE, FORM, { body: 'Sent' });
    localCopy(ALICE, FORM, null);
    expect(localStorage.getItem(localCopyKey(ALICE, FORM))).toBeNull();
    expect(localCopy(ALICE, FORM)).toBeNull();
  });

  it('is dropped when older than the longest a copy is kept', () => {
    const kept = Date.parse('2026-03-02T04:00:00Z');
    localCopy(ALICE, FORM, { body: 'Old' }, undefined, kept);
    expect(localCopy(ALICE, FORM, undefined, undefined, kept + LOCAL_COPY_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(localCopyKey(ALICE, FORM))).toBeNull();
  });

  it('is dropped when what is stored is not a copy', () => {
    for (const text of ['not json', '{"values":"x","keptAt":1}', '{"values":null}', '{"keptAt":1}']) {
      localStorage.setItem(localCopyKey(ALICE, FORM), text);
      expect(localCopy(ALICE, FORM)).toBeNull();
    }
  });

  it('is simply not kept when the browser refuses to store it', () => {
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError');
    });
    expect(() => localCopy(ALICE, FORM, { body: 'x' })).not.toThrow();
    refuse.mockRestore();
    expect(localCopy(ALICE, FORM)).toBeNull();
  });
});
