import { z } from 'zod';
import { telephoneSchema } from './contact-number.js';
import { emailSchema, visibleText } from './validation.js';

/** The parts of the session a complete profile needs (docs/requirements.md §5). */
export interface ProfileCompletenessInput {
  readonly contactNumber: string | null | undefined;
  readonly email: string | null | undefined;
  readonly signatureId: string | null | undefined;
}

/** A profile is complete only with a contact number, an email and a signature. */
export function isProfileComplete({ contactNumber, email, signatureId }: ProfileCompletenessInput): boolean {
  return [contactNumber, email, signatureId].every((value) => (value ?? '').trim() !== '');
}

/** The largest name a profile keeps. */
export const PROFILE_NAME_MAX = 200;

/** POST /api/auth/profile, and the profile form. */
export const profileUpdateSchema = z.object({
  name: visibleText('Enter your full name').pipe(
    z.string().max(PROFILE_NAME_MAX, `Name must be ${PROFILE_NAME_MAX} characters or fewer`),
  ),
  email: emailSchema,
  telephone: telephoneSchema,
  signatureAttachmentId: z.uuid('Upload your signature again').nullable(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
