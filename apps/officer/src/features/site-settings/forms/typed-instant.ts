import { singaporeInstantOf } from '../../../lib/singapore-time';

/**
 * A `datetime-local` field as the officer left it. A browser holds a half-typed date and time as an
 * empty value (its `validity.badInput` says so): read as "left empty", it would mean "now".
 */
export type TypedInstant = { readonly value: string; readonly incomplete: boolean };

export type ReadInstant = { ok: true; instant: string | null } | { ok: false; message: string };

/** A typed time as the API takes it (Singapore time, ISO with its offset); null when left empty. */
export function readInstant(typed: TypedInstant, messages: { readonly incomplete: string }): ReadInstant {
  if (typed.incomplete) return { ok: false, message: messages.incomplete };
  if (typed.value.trim() === '') return { ok: true, instant: null };
  const instant = singaporeInstantOf(typed.value);
  return instant ? { ok: true, instant } : { ok: false, message: messages.incomplete };
}

/** Whether a named `datetime-local` control of a form holds a half-typed value. */
export function isIncomplete(form: HTMLFormElement, name: string): boolean {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement && control.validity.badInput;
}
