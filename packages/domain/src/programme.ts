import { type CodeOf, codeSchema, codesOf, memberOf } from './codes.js';

/**
 * The three recognition programmes (docs/requirements.md §1, §9). In API paths and queries `ApplicationType`
 * is the programme.
 */
export const Programme = { LRP: 1, IBR: 2, AOR: 3 } as const;
export type Programme = CodeOf<typeof Programme>;

export const PROGRAMMES = codesOf(Programme);
export const programmeSchema = codeSchema(PROGRAMMES);
export const isProgramme = memberOf(PROGRAMMES);

export const PROGRAMME_LABELS: Readonly<Record<Programme, string>> = {
  [Programme.LRP]: 'LRP',
  [Programme.IBR]: 'IBR',
  [Programme.AOR]: 'AOR',
};

/** The programme's segment in the portal's URLs, e.g. `application/lrp/new`. */
export const PROGRAMME_SLUGS = {
  [Programme.LRP]: 'lrp',
  [Programme.IBR]: 'ibr',
  [Programme.AOR]: 'aor',
} as const satisfies Record<Programme, string>;
export type ProgrammeSlug = (typeof PROGRAMME_SLUGS)[Programme];

export function programmeLabel(programme: Programme): string {
  return PROGRAMME_LABELS[programme];
}

export function programmeSlug(programme: Programme): ProgrammeSlug {
  return PROGRAMME_SLUGS[programme];
}

/** The programme named by a URL slug (case-insensitive), or null when the slug names none. */
export function programmeFromSlug(slug: string): Programme | null {
  const wanted = slug.toLowerCase();
  return PROGRAMMES.find((programme) => PROGRAMME_SLUGS[programme] === wanted) ?? null;
}
