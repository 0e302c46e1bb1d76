import type { ReactNode } from 'react';
import './inset-text.css';

/** The GOV.UK inset text: information that differs from the content around it. */
export function InsetText({ children }: { readonly children: ReactNode }) {
  return <div className="inset-text">{children}</div>;
}
