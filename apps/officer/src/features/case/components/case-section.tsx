import type { ReactNode } from 'react';
import { CASE_SECTION_TITLES, type CaseSectionId } from './case-sections';

/** A section of the case view: its heading names the region, its id is the contents list's target. */
export function CaseSection({ id, children }: { readonly id: CaseSectionId; readonly children: ReactNode }) {
  return (
    <section id={id} className="section case-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="case-section__title">
        {CASE_SECTION_TITLES[id]}
      </h2>
      {children}
    </section>
  );
}
