import { z } from 'zod';

/** A code table written as an `as const` object, e.g. `{ draft: 1, sent: 3 }`. */
export type CodeTable = Readonly<Record<string, number>>;

/** The union of a code table's values. */
export type CodeOf<T extends CodeTable> = T[keyof T];

/** The codes of a table in the order they are written. */
export function codesOf<const T extends CodeTable>(table: T): readonly CodeOf<T>[] {
  return Object.values(table) as CodeOf<T>[];
}

/** A zod schema accepting exactly the given codes. */
export function codeSchema<const C extends number>(codes: readonly C[]): z.ZodLiteral<C> {
  return z.literal(codes);
}

/** A code with its label, as the API sends an enumeration: `{ "value": 1, "label": "LRP" }`. */
export function labelledSchema<T extends z.ZodType>(value: T) {
  return z.object({ value, label: z.string() });
}

/** A type guard for membership of a fixed list, built once from the list. */
export function memberOf<const C>(members: readonly C[]): (value: unknown) => value is C {
  const set: ReadonlySet<unknown> = new Set(members);
  return (value: unknown): value is C => set.has(value);
}
