import type { ReactNode } from 'react';
import './empty-state.css';

/** What a list shows when it has nothing to show: why, and what the user can do about it. */
export function EmptyState({ children }: { readonly children: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      {children}
    </div>
  );
}
