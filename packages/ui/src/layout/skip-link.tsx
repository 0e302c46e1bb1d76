import type { MouseEvent } from 'react';
import './skip-link.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: straight past the masthead and header to the page's content. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Moving focus ourselves keeps the URL free of a #fragment the router would treat as navigation.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
