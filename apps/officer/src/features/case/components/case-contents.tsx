import { CASE_SECTIONS } from './case-sections';

/** The case's sections as in-page links, so an officer (or a keyboard) can go straight to one. */
export function CaseContents() {
  return (
    <nav className="case-contents" aria-labelledby="case-contents-heading">
      <h2 className="case-contents__title" id="case-contents-heading">
        Contents
      </h2>
      <ol className="case-contents__list">
        {CASE_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
