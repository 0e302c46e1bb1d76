import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { FieldRules } from './login-fields';

type Values<Name extends string> = Readonly<Record<Name, string>>;

/** The problems of a submission, in the order of the fields' rules. */
export type FieldProblems<Name extends string> = readonly { readonly name: Name; readonly message: string }[];

/**
 * The state of a small form that checks its fields with `rules`: a field's error shows once the field
 * has been left (touched) or the form submitted, and then follows each change, as React Hook Form's
 * `onTouched` mode does on the portal's other forms.
 */
export function useLoginForm<Name extends string>(rules: FieldRules<Name>, initial: Values<Name>) {
  const [values, setValues] = useState<Values<Name>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Name>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const problemOf = (name: Name, value: string): string | undefined => {
    const check = rules[name](value);
    return 'problem' in check ? check.problem : undefined;
  };

  /** The error a field shows now. */
  const errorFor = (name: Name): string | undefined =>
    touched.has(name) || submitted ? problemOf(name, values[name]) : undefined;

  /** What an input needs: its name and value, and the handlers that keep the form up to date. */
  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
    onBlur: () => setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
  });

  /** Checks every field: `onValid` receives the values as submitted (trimmed), `onInvalid` the problems. */
  const handleSubmit =
    (onValid: (values: Values<Name>) => void, onInvalid: (problems: FieldProblems<Name>) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const names = Object.keys(rules) as Name[];
      const checks = names.map((name) => ({ name, check: rules[name](values[name]) }));
      const problems = checks.flatMap(({ name, check }) =>
        'problem' in check ? [{ name, message: check.problem }] : [],
      );
      if (problems.length > 0) {
        onInvalid(problems);
        return;
      }
      onValid(
        Object.fromEntries(
          checks.map(({ name, check }) => [name, 'value' in check ? check.value : '']),
        ) as Values<Name>,
      );
    };

  const reset = () => {
    setValues(initial);
    setTouched(new Set());
    setSubmitted(false);
  };

  return { field, errorFor, handleSubmit, reset };
}
