import { BANNER_SEVERITY_LABELS, type BannerSeverity } from '@fsmis/domain';
import './site-banner.css';

export type SiteBannerContent = {
  readonly title: string;
  readonly message: string;
  readonly severity: BannerSeverity;
};

export type SiteBannerProps = SiteBannerContent &
  (
    | { readonly preview?: false; readonly onDismiss: () => void }
    /**
     * Drawn as companies see it, but inert: no heading in the page's outline, no alert read out at
     * each keystroke, and "Dismiss" shown rather than offered.
     */
    | { readonly preview: true; readonly onDismiss?: never }
  );

/**
 * One of the regulator's announcements, as the companies' portal shows it above every page: the
 * severity in words as well as colour, the title, the message, and a way to dismiss it. A critical
 * one is announced to screen readers as soon as it appears.
 */
export function SiteBanner(props: SiteBannerProps) {
  const { title, message, severity, preview } = props;
  const Title = preview ? 'p' : 'h2';
  return (
    <div
      className={`site-banner site-banner--${severity}`}
      role={!preview && severity === 'critical' ? 'alert' : undefined}
    >
      <span className="site-banner__icon" aria-hidden="true">
        {severity === 'info' ? 'i' : '!'}
      </span>
      <div className="site-banner__body">
        <Title className="site-banner__title">
          <span className="site-banner__severity">{BANNER_SEVERITY_LABELS[severity]}:</span> {title}
        </Title>
        <p className="site-banner__message">{message}</p>
      </div>
      {preview ? (
        <span className="site-banner__dismiss site-banner__dismiss--inert" aria-hidden="true">
          Dismiss
        </span>
      ) : (
        <button type="button" className="site-banner__dismiss" onClick={props.onDismiss}>
          Dismiss<span className="visually-hidden"> announcement: {title}</span>
        </button>
      )}
    </div>
  );
}
