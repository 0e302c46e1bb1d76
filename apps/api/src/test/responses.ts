import { type ApplicationCase, unescapeHtmlDeep } from '@fsmis/domain';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** What `app.inject` answers. */
export type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The sentence (or, for a 400, the fields' messages) an API answer carries, as a person reads it. */
export const messageOf = (response: { json(): { message: unknown } }): unknown =>
  unescapeHtmlDeep(response.json().message);

/** An application's case from an answer that must be a success. */
export function caseOf(response: InjectResponse): ApplicationCase {
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data) as ApplicationCase;
}
