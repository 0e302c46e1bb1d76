import { z } from 'zod';

/** The envelope of every JSON response (docs/domain.md): `{ success, data, message, code }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data, message: z.string().nullable(), code: z.number().int() });
}

export const emptyEnvelopeSchema = envelopeSchema(z.null());

export function ok<T>(data: T, message: string | null = null, code = 200) {
  return { success: true as const, data, message, code };
}

export type FailureMessage = string | Record<string, string[]>;

export function failure<M extends FailureMessage, D = null>(code: number, message: M, data: D = null as D) {
  return { success: false as const, data, message, code };
}
