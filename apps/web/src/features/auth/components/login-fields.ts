import type { OverseasLogin, TestLogin } from '@fsmis/domain';

/**
 * The checks of Login's fields, the same as the domain's `testLoginSchemaFor` and `overseasLoginSchema`
 * (login-fields.test.ts holds them to it), written without zod so that Login downloads no schema library.
 */

/** zod's email pattern, which the domain's `emailSchema` applies. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const EMAIL_FORMAT_MESSAGE = 'Enter an email address in the correct format, like name@example.com';

/** A field's value as submitted (trimmed where the schema trims), or the message of its first problem. */
export type FieldCheck = { readonly value: string } | { readonly problem: string };
export type FieldRule = (value: string) => FieldCheck;

const requiredText =
  (message: string): FieldRule =>
  (value) => {
    const trimmed = value.trim();
    return trimmed === '' ? { problem: message } : { value: trimmed };
  };

const email: FieldRule = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return { problem: 'Enter an email address' };
  return EMAIL_PATTERN.test(trimmed) ? { value: trimmed } : { problem: EMAIL_FORMAT_MESSAGE };
};

const anyText: FieldRule = (value) => ({ value });

export type FieldRules<Name extends string> = Readonly<Record<Name, FieldRule>>;

export type TestLoginFieldName = keyof Required<TestLogin>;

/** The test login; the password is needed only when the server asks for one. */
export function testLoginRules(requiresPassword: boolean): FieldRules<TestLoginFieldName> {
  return {
    singpassIdentifier: requiredText('Enter your Singpass ID'),
    email,
    companyUen: requiredText('Enter your company UEN'),
    password: requiresPassword ? requiredText('Enter the test login password') : anyText,
  };
}

export const overseasLoginRules: FieldRules<keyof OverseasLogin> = { email };
