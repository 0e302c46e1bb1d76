import { useState } from 'react';
import { type Banner, type BannerSeverity, useActiveBanners } from '../api/get-active-banners';
import './site-banners.css';

const DISMISSED_KEY = 'fsmis.dismissedBanners';

// Severity is said in words as well as colour, so it reaches people who cannot see the colour.
const SEVERITY_LABELS: Readonly<Record<BannerSeverity, string>> = {
  info: 'Information',
  warning: 'Warning',
  critical: 'Important',
};

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
          <SiteBanner key={banner.id} banner={banner} onDismiss={() => dismiss(banner.id)} />
        ))}
      </div>
    </section>
  );
}

function SiteBanner({ banner, onDismiss }: { readonly banner: Banner; readonly onDismiss: () => void }) {
  const severityLabel = SEVERITY_LABELS[banner.severity] ?? SEVERITY_LABELS.info;
  return (
    <div
      className={`site-banner site-banner--${banner.severity}`}
      role={banner.severity === 'critical' ? 'alert' : undefined}
    >
      <span className="site-banner__icon" aria-hidden="true">
        {banner.severity === 'info' ? 'i' : '!'}
      </span>
      <div className="site-banner__body">
        <h2 className="site-banner__title">
          <span className="site-banner__severity">{severityLabel}:</span> {banner.title}
        </h2>
        <p className="site-banner__message">{banner.message}</p>
      </div>
      <button type="button" className="site-banner__dismiss" onClick={onDismiss}>
        Dismiss<span className="visually-hidden"> announcement: {banner.title}</span>
      </button>
    </div>
  );
}
