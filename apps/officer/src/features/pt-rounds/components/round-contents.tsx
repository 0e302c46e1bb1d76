import { ROUND_SECTIONS } from './round-sections';

/** The round's sections as in-page links, so an officer (or a keyboard) goes straight to one. */
export function RoundContents() {
  return (
    <nav className="pt-contents" aria-labelledby="pt-contents-heading">
      <h2 className="pt-contents__title" id="pt-contents-heading">
        Contents
      </h2>
      <ol className="pt-contents__list">
        {ROUND_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
