import type { ReactNode } from 'react';
import './tag.css';

export type TagColour = 'grey' | 'blue' | 'green' | 'yellow' | 'red' | 'purple';

/** The GOV.UK tag: a short status, in words as well as colour. */
export function Tag({
  children,
  colour = 'grey',
}: {
  readonly children: ReactNode;
  readonly colour?: TagColour;
}) {
  return <strong className={`tag tag--${colour}`}>{children}</strong>;
}
