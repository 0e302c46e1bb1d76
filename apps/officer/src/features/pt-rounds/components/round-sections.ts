/** The round page's sections, in order: their ids (for in-page links) and headings. */
export const ROUND_SECTIONS = [
  { id: 'pt-summary', title: 'Summary' },
  { id: 'pt-next-step', title: 'Next step' },
  { id: 'pt-participants', title: 'Participants' },
  { id: 'pt-documents', title: 'Documents' },
  { id: 'pt-scoring', title: 'How each analyte is scored' },
  { id: 'pt-statistics', title: 'Statistics review' },
] as const;

export type RoundSectionId = (typeof ROUND_SECTIONS)[number]['id'];

export const sectionTitle = (id: RoundSectionId): string =>
  ROUND_SECTIONS.find((section) => section.id === id)?.title ?? '';
