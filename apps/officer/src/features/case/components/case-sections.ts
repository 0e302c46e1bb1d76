/** The sections of the case view, in page order: the contents list and the headings both come from here. */
export const CASE_SECTIONS = [
  { id: 'summary', title: 'Summary' },
  { id: 'answers', title: 'Application form' },
  { id: 'documents', title: 'Documents' },
  { id: 'timeline', title: 'Timeline' },
  { id: 'correspondence', title: 'Requests for information' },
  { id: 'site-verification', title: 'Site verification' },
  { id: 'findings', title: 'Findings and corrective actions' },
  { id: 'approval-documents', title: 'Approval and review documents' },
  { id: 'invoice', title: 'Invoice' },
  { id: 'comments', title: 'Comments' },
] as const;

export type CaseSectionId = (typeof CASE_SECTIONS)[number]['id'];

export const CASE_SECTION_TITLES = Object.fromEntries(
  CASE_SECTIONS.map((section) => [section.id, section.title]),
) as Readonly<Record<CaseSectionId, string>>;
