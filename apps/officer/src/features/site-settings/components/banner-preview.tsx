import type { BannerSeverity } from '@fsmis/domain';
import { BANNER_SEVERITY_LABELS } from '../forms/banner-input';

/** The banner as companies see it above every page of the portal, drawn as the portal draws it. */
export function BannerPreview({
  title,
  message,
  severity,
}: {
  readonly title: string;
  readonly message: string;
  readonly severity: BannerSeverity;
}) {
  return (
    <section className="banner-preview" aria-labelledby="banner-preview-heading">
      <h3 id="banner-preview-heading" className="banner-preview__heading">
        Preview
      </h3>
      <p className="banner-preview__hint">How companies see the banner, above every page of the portal.</p>
      <div className={`banner-preview__banner banner-preview__banner--${severity}`}>
        <span className="banner-preview__icon" aria-hidden="true">
          {severity === 'info' ? 'i' : '!'}
        </span>
        <div>
          <p className="banner-preview__title">
            <span className="banner-preview__severity">{BANNER_SEVERITY_LABELS[severity]}:</span>{' '}
            {title.trim() || 'The title of the banner'}
          </p>
          <p className="banner-preview__message">{message.trim() || 'The message of the banner.'}</p>
        </div>
        <span className="banner-preview__dismiss" aria-hidden="true">
          Dismiss
        </span>
      </div>
    </section>
  );
}
