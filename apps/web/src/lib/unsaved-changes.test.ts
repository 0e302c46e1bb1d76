import { afterEach, describe, expect, it } from 'vitest';
import { clearUnsavedChanges, getUnsavedChanges, mayLogOut, setUnsavedChanges } from './unsaved-changes';

afterEach(() => clearUnsavedChanges());

describe('the unsaved-changes flag', () => {
  it('lets a logout go ahead while no form holds unsaved edits', () => {
    expect(mayLogOut()).toBe(true);
    expect(getUnsavedChanges().logoutAttempts).toBe(0);
  });

  it('refuses a logout while any form holds unsaved edits, and counts each refusal', () => {
    setUnsavedChanges('profile', true);
    setUnsavedChanges('terms', true);
    expect(mayLogOut()).toBe(false);
    expect(mayLogOut()).toBe(false);
    expect(getUnsavedChanges()).toEqual({ hasUnsavedChanges: true, logoutAttempts: 2 });
    setUnsavedChanges('profile', false);
    expect(mayLogOut()).toBe(false);
    setUnsavedChanges('terms', false);
    expect(getUnsavedChanges()).toEqual({ hasUnsavedChanges: false, logoutAttempts: 0 });
    expect(mayLogOut()).toBe(true);
  });
});
