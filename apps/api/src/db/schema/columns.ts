import { getTableName, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: UUID keys and UTC instants, identical on PGlite and PostgreSQL. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => instant('created_at').notNull().defaultNow();

type Code = string | number;

/** A code written into a statement: a number as it is, a string quoted. */
const literal = (code: Code) => (typeof code === 'number' ? String(code) : `'${code.replaceAll("'", "''")}'`);
const listed = (codes: readonly Code[]) => sql.raw(codes.map(literal).join(', '));

/** The constraint's name PostgreSQL would give a column's own CHECK: `<table>_<column>_check`. */
const checkName = (column: AnyPgColumn) => `${getTableName(column.table)}_${column.name}_check`;

/**
 * A code column holds one of the domain's codes and nothing else (null stays allowed where the column is
 * nullable): the column's type and its CHECK constraint come from the same list.
 */
export function oneOf<C extends AnyPgColumn>(column: C, codes: readonly (C['_']['data'] & Code)[]) {
  return check(checkName(column), sql`${column} in (${listed(codes)})`);
}

/**
 * A code column whose codes depend on another column's value (a history line's statuses are its
 * subject's): one of `codesBy[value]` for each value of `by`.
 */
export function oneOfBy<C extends AnyPgColumn, B extends AnyPgColumn>(
  column: C,
  by: B,
  codesBy: { readonly [V in B['_']['data'] & string]: readonly (C['_']['data'] & Code)[] },
) {
  const listsBy: Readonly<Record<string, readonly Code[]>> = codesBy;
  const cases = Object.entries(listsBy).map(
    ([value, codes]) => sql`when ${sql.raw(literal(value))} then ${column} in (${listed(codes)})`,
  );
  return check(checkName(column), sql`case ${by} ${sql.join(cases, sql` `)} end`);
}
