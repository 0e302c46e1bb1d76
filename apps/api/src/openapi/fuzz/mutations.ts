import fc from 'fast-check';

/** How a valid input is spoiled: each is something a careless or hostile client sends. */
export const MUTATIONS = [
  'drop-required',
  'wrong-type',
  'very-long-string',
  'nul-character',
  'lone-surrogate',
  'html-characters',
  'deep-nesting',
  'unknown-key',
  'prototype-key',
] as const;

export type Mutation = (typeof MUTATIONS)[number];

/** Long enough to pass any field's limit and a good part of the body limit (1 MB), short of it. */
export const VERY_LONG_LENGTH = 200_000;
/** Deeper than any contract nests, and than a recursive walker of the request survives. */
export const DEEP_NESTING = 5_000;

const HTML_TEXT = `<script>alert('x')</script> & "quoted" <b>bold</b>`;

type Json = unknown;
type Container = Record<string, Json> | Json[];

/** An input spoiled one way at one place, named so a failure says what was sent. */
export interface MutatedInput {
  value: Json;
  mutation: Mutation;
}

/** The valid input of `valid`, spoiled by a mutation at a place fast-check picks. */
export function mutatedArbitrary(valid: fc.Arbitrary<Json>): fc.Arbitrary<MutatedInput> {
  return fc
    .tuple(valid, fc.constantFrom(...MUTATIONS), fc.nat())
    .map(([value, mutation, pick]) => ({ value: mutate(value, mutation, pick), mutation }));
}

/** Applies a mutation to a copy of the value; `pick` chooses where, among the places it fits. */
export function mutate(value: Json, mutation: Mutation, pick: number): Json {
  const root = { value: structuredClone(value) } as Record<string, Json>;
  const places = placesIn(root);
  const choose = <T>(candidates: T[]): T | undefined => candidates[pick % Math.max(candidates.length, 1)];
  switch (mutation) {
    case 'drop-required': {
      const place = choose(
        places.filter(({ value: inner }) => isObject(inner) && Object.keys(inner).length > 0),
      );
      if (!place) return replaceRoot(root, undefined);
      const object = place.value as Record<string, Json>;
      delete object[choose(Object.keys(object)) ?? ''];
      return root.value;
    }
    case 'wrong-type': {
      const place = choose(places.filter((each) => each.parent !== null)) ?? places[0];
      if (place) setAt(place, otherTypeThan(place.value, pick));
      return root.value;
    }
    case 'very-long-string':
      return replaceText(root, places, choose, () => 'x'.repeat(VERY_LONG_LENGTH));
    case 'nul-character':
      return replaceText(root, places, choose, (text) => `${text}\u0000end`);
    case 'lone-surrogate':
      return replaceText(root, places, choose, (text) => `${text}\ud800`);
    case 'html-characters':
      return replaceText(root, places, choose, (text) => `${text}${HTML_TEXT}`);
    case 'deep-nesting': {
      const place = choose(places.filter((each) => each.parent !== null)) ?? places[0];
      if (place) setAt(place, deeplyNested(DEEP_NESTING));
      return root.value;
    }
    case 'unknown-key':
    case 'prototype-key': {
      const object = choose(places.map((each) => each.value).filter(isObject));
      const key = mutation === 'unknown-key' ? 'unexpectedField' : '__proto__';
      if (!object) return replaceRoot(root, { [key]: { polluted: true } });
      // Defined, not assigned: `__proto__` must be an own key of the JSON sent, as a hostile client writes it.
      Object.defineProperty(object, key, {
        value: { polluted: true },
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return root.value;
    }
  }
}

interface Place {
  value: Json;
  parent: Container | null;
  key: string | number;
}

function placesIn(root: Record<string, Json>): Place[] {
  const places: Place[] = [];
  const pending: Place[] = [{ value: root.value, parent: root, key: 'value' }];
  for (let place = pending.pop(); place !== undefined; place = pending.pop()) {
    places.push(place);
    const { value } = place;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) pending.push({ value: item, parent: value, key: index });
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) pending.push({ value: item, parent: value, key });
    }
  }
  return places;
}

function replaceText(
  root: Record<string, Json>,
  places: Place[],
  choose: <T>(candidates: T[]) => T | undefined,
  spoil: (text: string) => string,
): Json {
  const place = choose(places.filter((each) => typeof each.value === 'string'));
  if (place) setAt(place, spoil(place.value as string));
  else if (isObject(root.value)) root.value.note = spoil('');
  else root.value = spoil('');
  return root.value;
}

function setAt(place: Place, value: Json): void {
  if (place.parent === null) return;
  (place.parent as Record<string | number, Json>)[place.key] = value;
}

function replaceRoot(root: Record<string, Json>, value: Json): Json {
  root.value = value;
  return root.value;
}

function otherTypeThan(value: Json, pick: number): Json {
  const others: Json[] = [12345, 'not the expected type', true, null, [1, 'two'], { unexpected: 'object' }];
  const differing = others.filter((other) => typeOf(other) !== typeOf(value));
  return differing[pick % differing.length];
}

const typeOf = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function isObject(value: Json): value is Record<string, Json> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function deeplyNested(depth: number): Json {
  let value: Json = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { nested: value };
  return value;
}
