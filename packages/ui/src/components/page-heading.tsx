import type { ReactNode } from 'react';

/**
 * A page's h1, with an optional caption above it saying which section the page belongs to. The caption
 * is often a company's name or a reference in whatever script it was written, so it is isolated from
 * the text around it (`<bdi>`): a right-to-left name cannot reorder what follows.
 */
export function PageHeading({
  caption,
  children,
}: {
  readonly caption?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="page-heading">
      {caption ? (
        <span className="page-heading__caption">
          <bdi>{caption}</bdi>
        </span>
      ) : null}
      <h1 className="page-heading__title">{children}</h1>
    </div>
  );
}
