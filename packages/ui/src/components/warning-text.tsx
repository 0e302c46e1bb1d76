import type { ReactNode } from 'react';
import './warning-text.css';

/** The GOV.UK warning text: something the user must know, such as a legal consequence or a restriction. */
export function WarningText({ children }: { readonly children: ReactNode }) {
  return (
    <div className="warning-text">
      <span className="warning-text__icon" aria-hidden="true">
        !
      </span>
      <strong className="warning-text__text">
        <span className="visually-hidden">Warning: </span>
        {children}
      </strong>
    </div>
  );
}
