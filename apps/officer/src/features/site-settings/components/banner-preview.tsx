import type { BannerSeverity } from '@fsmis/domain';
import { SiteBanner } from '@fsmis/ui/components/site-banner';

/** The banner as companies see it above every page of the portal, drawn by the portal's own component. */
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
      <SiteBanner
        preview
        title={title.trim() || 'The title of the banner'}
        message={message.trim() || 'The message of the banner.'}
        severity={severity}
      />
    </section>
  );
}
