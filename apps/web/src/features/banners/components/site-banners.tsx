import { SiteBanner } from '@fsmis/ui/components/site-banner';
import { useState } from 'react';
import { useActiveBanners } from '../api/get-active-banners';
import './site-banners.css';

const DISMISSED_KEY = 'fsmis.dismissedBanners';

function readDismissed(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function saveDismissed(ids: ReadonlySet<string>): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...ids]));
  } catch {
    // Without storage a dismissed banner stays hidden until the page is reloaded.
  }
}

/**
 * The regulator's announcements, shown on every page. A user may dismiss one for the rest of the
 * browser session; a critical announcement is announced to screen readers as soon as it appears.
 */
export function SiteBanners({ enabled = true }: { readonly enabled?: boolean }) {
  const { data: banners } = useActiveBanners({ enabled });
  const [dismissed, setDismissed] = useState(readDismissed);

  const visible = (banners ?? []).filter((banner) => !dismissed.has(banner.id));
  if (!enabled || visible.length === 0) return null;

  const dismiss = (id: string) => {
    const next = new Set(dismissed).add(id);
    saveDismissed(next);
    setDismissed(next);
    // Focus would otherwise fall to the top of the document; the main content is where users go next.
    document.getElementById('main-content')?.focus();
  };

  return (
    <section className="site-banners" aria-label="Announcements">
      <div className="container site-banners__list">
        {visible.map((banner) => (
          <SiteBanner
            key={banner.id}
            title={banner.title}
            message={banner.message}
            severity={banner.severity}
            onDismiss={() => dismiss(banner.id)}
          />
        ))}
      </div>
    </section>
  );
}
