import { z } from 'zod';

/**
 * The envelope every refusal and error leaves in (plugins/errors.ts): `message` is a sentence, or each
 * refused field with its messages; `data` is null unless the refusal carries something to show (the newer
 * record of a stale save). A route declares it for a status the shared rules would not give it.
 */
export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.unknown(),
  message: z.union([z.string(), z.record(z.string(), z.array(z.string()))]),
  code: z.number().int(),
});

/** The refusals and errors the document describes, each with what it means for the caller. */
export const FAILURE_DESCRIPTIONS = {
  400: 'The request is not valid: `message` names each refused field with what to fix, or says what is wrong.',
  401: 'No one is signed in, or the session has ended (`message` says why).',
  403: "The signed-in user's role may not do this, or the request came from another website.",
  404: "What the path names does not exist, or is not the signed-in company's.",
  409: 'What the request acts on is not in a state that allows it; `data` may carry it as it now stands.',
  413: 'The request body is too large.',
  415: 'The request body must be JSON (Content-Type: application/json).',
  429: 'Too many requests from this address: wait a minute, then try again.',
  500: "Something went wrong on the portal's side; the log holds the details.",
  503: 'The portal is under scheduled maintenance (header `x-maintenance: on`), or a service it relies on (the database, Singpass) is not answering: try again later (header `retry-after`).',
} as const;

export type FailureStatus = keyof typeof FAILURE_DESCRIPTIONS;

export const FAILURE_STATUSES = Object.keys(FAILURE_DESCRIPTIONS).map(Number) as FailureStatus[];

export function isFailureStatus(status: number): status is FailureStatus {
  return Object.hasOwn(FAILURE_DESCRIPTIONS, status);
}

/** The schema of a route that only refuses (404), e.g. test logins on a portal that has none: not documented. */
export const NOT_ON_THIS_PORTAL = { hide: true, response: { 404: failureEnvelopeSchema } };
