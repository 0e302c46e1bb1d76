import type { ReactNode } from 'react';
import { type RoundSectionId, sectionTitle } from './round-sections';

/** One section of the round page, named by its heading and reached by the contents' links. */
export function RoundSection({
  id,
  children,
}: {
  readonly id: RoundSectionId;
  readonly children: ReactNode;
}) {
  return (
    <section id={id} className="pt-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="pt-section__heading">
        {sectionTitle(id)}
      </h2>
      {children}
    </section>
  );
}
