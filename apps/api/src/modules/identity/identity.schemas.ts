import { emailSchema, visibleText } from '@fsmis/domain';
import { z } from 'zod';

const MAX_NAME = 200;
const MAX_IDENTIFIER = 20;

/**
 * POST /api/auth/test-register. Identifiers are compared case-insensitively and kept upper-case,
 * as the identity service writes them.
 */
export const testRegistrationSchema = z.object({
  companyUen: z
    .string()
    .trim()
    .min(1, 'Enter your company UEN')
    .max(MAX_IDENTIFIER, `Company UEN must be ${MAX_IDENTIFIER} characters or fewer`)
    .transform((uen) => uen.toUpperCase()),
  companyName: visibleText('Enter the company name').pipe(
    z.string().trim().max(MAX_NAME, `Company name must be ${MAX_NAME} characters or fewer`),
  ),
  singpassIdentifier: z
    .string()
    .trim()
    .min(1, 'Enter your Singpass ID')
    .max(MAX_IDENTIFIER, `Singpass ID must be ${MAX_IDENTIFIER} characters or fewer`)
    .transform((identifier) => identifier.toUpperCase()),
  name: visibleText('Enter your full name').pipe(
    z.string().trim().max(MAX_NAME, `Name must be ${MAX_NAME} characters or fewer`),
  ),
  email: emailSchema,
});
export type TestRegistration = z.infer<typeof testRegistrationSchema>;

export const callbackQuerySchema = z
  .object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .catchall(z.string());

export const publicJwkSchema = z.object({
  kty: z.string(),
  crv: z.string(),
  x: z.string(),
  y: z.string(),
  kid: z.string(),
  use: z.enum(['sig', 'enc']),
  alg: z.string(),
});
