import type { ReactNode } from 'react';

/** A page's h1, with an optional caption above it saying which section the page belongs to. */
export function PageHeading({
  caption,
  children,
}: {
  readonly caption?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="page-heading">
      {caption ? <span className="page-heading__caption">{caption}</span> : null}
      <h1 className="page-heading__title">{children}</h1>
    </div>
  );
}
