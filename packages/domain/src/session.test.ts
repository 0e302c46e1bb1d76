import { describe, expect, it } from 'vitest';
import {
  INACTIVITY_LOGOUT_MESSAGE,
  INACTIVITY_WARNING_MS,
  inactivityState,
  NEW_SESSION_LOGOUT_MESSAGE,
  NEW_SESSION_REASON,
  requiresPassword,
  SESSION_END_REASONS,
  sessionInvalidatedMessage,
  UNSAVED_CHANGES_MESSAGE,
} from './session.js';

describe('session messages', () => {
  it('are the words of docs/requirements.md §4 and §8', () => {
    expect(UNSAVED_CHANGES_MESSAGE).toBe('You have unsaved changes');
    expect(INACTIVITY_LOGOUT_MESSAGE).toBe('You have been logged out due to inactivity.');
    expect(NEW_SESSION_LOGOUT_MESSAGE).toBe('You have been logged out because another session was detected.');
  });

  it('explain a 401 whose reason is NewSession', () => {
    expect(sessionInvalidatedMessage('NewSession')).toBe(NEW_SESSION_LOGOUT_MESSAGE);
    expect(sessionInvalidatedMessage('Expired')).toBeNull();
    expect(sessionInvalidatedMessage(null)).toBeNull();
    expect(sessionInvalidatedMessage(undefined)).toBeNull();
  });
});

describe('requiresPassword', () => {
  it('is true only for x-requires-password: 1', () => {
    expect(requiresPassword('1')).toBe(true);
    expect(requiresPassword(' 1 ')).toBe(true);
    expect(requiresPassword('0')).toBe(false);
    expect(requiresPassword(null)).toBe(false);
    expect(requiresPassword(undefined)).toBe(false);
  });
});

describe('inactivityState', () => {
  const logoutAt = new Date(Date.UTC(2026, 10, 22, 10, 0, 0));
  const msBefore = (ms: number) => new Date(logoutAt.getTime() - ms);

  it('warns two minutes ahead and expires at the instant', () => {
    expect(INACTIVITY_WARNING_MS).toBe(120_000);
    expect(inactivityState(logoutAt, msBefore(120_001))).toBe('active');
    expect(inactivityState(logoutAt, msBefore(120_000))).toBe('warning');
    expect(inactivityState(logoutAt, msBefore(1))).toBe('warning');
    expect(inactivityState(logoutAt, msBefore(0))).toBe('expired');
    expect(inactivityState(logoutAt, msBefore(-5))).toBe('expired');
  });
});

describe('SESSION_END_REASONS', () => {
  it('are a sign-out, a newer session of the user and inactivity, the newer session as the 401 names it', () => {
    expect(SESSION_END_REASONS).toEqual(['Logout', 'NewSession', 'Inactivity']);
    expect(SESSION_END_REASONS).toContain(NEW_SESSION_REASON);
  });
});
