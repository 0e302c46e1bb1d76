import type { ReactNode } from 'react';

/**
 * Text a company wrote (an answer, a name, a comment), isolated from the words around it by `<bdi>`: a
 * right-to-left name reads correctly and cannot reorder the labels and marks beside it. The API has
 * already removed the direction controls from it (docs/domain.md, "Text a company supplies").
 * `missing` is shown when there is no text.
 */
export function CompanyText({
  text,
  missing = null,
}: {
  readonly text: string;
  readonly missing?: ReactNode;
}) {
  return text ? <bdi>{text}</bdi> : missing;
}
