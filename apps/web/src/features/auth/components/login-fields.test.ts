import { overseasLoginSchema, testLoginSchemaFor } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { EMAIL_PATTERN, type FieldRules, overseasLoginRules, testLoginRules } from './login-fields';

const SAMPLES = [
  '',
  '   ',
  'S1234567D',
  '  201912345A  ',
  'alice@alpha-labs.example',
  ' bob@newco.example ',
  'not-an-email',
  'a@b',
  'a@b.c',
  'first.last+tag@sub.domain.sg',
  '.lead@x.com',
  'a..b@x.com',
  'name@-bad.com',
  "o'brien@x.co",
  'x@y.com.',
];

/** What the rules make of `values`: the submitted values, or each field's message. */
function checkWithRules(rules: FieldRules<string>, values: Record<string, string>) {
  const checks = Object.entries(rules).map(([name, rule]) => [name, rule(values[name] ?? '')] as const);
  const problems = Object.fromEntries(
    checks.flatMap(([name, check]) => ('problem' in check ? [[name, check.problem]] : [])),
  );
  if (Object.keys(problems).length > 0) return { problems };
  return {
    values: Object.fromEntries(checks.map(([name, check]) => [name, 'value' in check ? check.value : ''])),
  };
}

/** What the domain's schema makes of `values`, in the same form (its first message per field). */
function checkWithSchema(schema: { safeParse: (value: unknown) => unknown }, values: Record<string, string>) {
  const result = schema.safeParse(values) as
    | { success: true; data: Record<string, string> }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  if (result.success) return { values: result.data };
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return { problems };
}

describe("Login's field checks", () => {
  it("use zod's email pattern", () => {
    // The same pattern, written without escapes that change nothing.
    const unescaped = (source: string) => source.replaceAll('\\-', '-');
    expect(unescaped(EMAIL_PATTERN.source)).toBe(unescaped(regexes.email.source));
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it('judge the test login as the domain schema does, with and without a password', () => {
    for (const requiresPassword of [false, true]) {
      for (const text of SAMPLES) {
        for (const other of ['', ' x ']) {
          const values = { companyUen: other, email: text, singpassIdentifier: text, password: other };
          expect(checkWithRules(testLoginRules(requiresPassword), values), JSON.stringify(values)).toEqual(
            checkWithSchema(testLoginSchemaFor(requiresPassword), values),
          );
        }
      }
    }
  });

  it('judge the overseas email as the domain schema does', () => {
    for (const email of SAMPLES) {
      expect(checkWithRules(overseasLoginRules, { email }), email).toEqual(
        checkWithSchema(overseasLoginSchema, { email }),
      );
    }
  });
});
