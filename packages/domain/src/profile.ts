/** The parts of the session a complete profile needs (spec 5). */
export interface ProfileCompletenessInput {
  readonly contactNumber: string | null | undefined;
  readonly email: string | null | undefined;
  readonly signatureId: string | null | undefined;
}

/** A profile is complete only with a contact number, an email and a signature. */
export function isProfileComplete({ contactNumber, email, signatureId }: ProfileCompletenessInput): boolean {
  return [contactNumber, email, signatureId].every((value) => (value ?? '').trim() !== '');
}
