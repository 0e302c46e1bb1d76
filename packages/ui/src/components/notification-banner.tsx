import { type ReactNode, useId } from 'react';
import './notification-banner.css';

export type NotificationBannerProps = {
  readonly children: ReactNode;
  /** `success` confirms what the user just did and is announced at once; `important` is read in turn. */
  readonly variant?: 'important' | 'success';
  readonly title?: string;
};

/** The GOV.UK notification banner: news the user should see before anything else on the page. */
export function NotificationBanner({ children, variant = 'important', title }: NotificationBannerProps) {
  const titleId = useId();
  const isSuccess = variant === 'success';
  const body = (
    <>
      <div className="notification-banner__header">
        <h2 className="notification-banner__title" id={titleId}>
          {title ?? (isSuccess ? 'Success' : 'Important')}
        </h2>
      </div>
      <div className="notification-banner__content">{children}</div>
    </>
  );
  return isSuccess ? (
    <div className="notification-banner notification-banner--success" role="alert">
      {body}
    </div>
  ) : (
    <section className="notification-banner notification-banner--important" aria-labelledby={titleId}>
      {body}
    </section>
  );
}
