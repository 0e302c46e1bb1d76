import { formatMoment } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Tag } from '@fsmis/ui/components/tag';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type InAppNotification, useInAppNotifications } from '../api/get-in-app-notifications';
import { useMarkAllNotificationsRead } from '../api/post-read-all-notifications';
import { useMarkNotificationRead } from '../api/post-read-notification';
import './notifications-menu.css';

/** A path of this portal; anything else (another site, `//host`) is not followed. */
const isPortalPath = (path: string | null): path is string => /^\/(?!\/)/.test(path ?? '');

/**
 * The header's notifications entry: how many are unread, and on request the list, newest first.
 * Opening one marks it read and follows its link; "Mark all as read" clears the count. The list closes on
 * Escape (focus back on its button), on a click outside and when focus moves out of it. Hidden on a
 * portal that has no notifications.
 */
export function NotificationsMenu() {
  const notifications = useInAppNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every page change
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        rootRef.current?.querySelector('button')?.focus();
      }
    };
    // A click outside closes the list, and so does focus moving out of it (tabbing on past its last
    // control): it never stays open over what has focus.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const pages = notifications.data?.pages ?? [];
  // null: this portal has no notifications.
  if (pages[0] === null) return null;
  const items = pages.flatMap((page) => page?.items ?? []);
  const unread = pages[0]?.unreadCount ?? 0;

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    setAnnouncement('');
    if (opening && notifications.isStale) void notifications.refetch();
  };

  const readOne = (item: InAppNotification, focusAfter: HTMLElement | null) => {
    markRead.mutate(item.id, {
      onSuccess: () => {
        setAnnouncement(`“${item.title}” is marked as read.`);
        focusAfter?.focus();
      },
    });
  };

  const readAll = () => {
    markAllRead.mutate(undefined, {
      onSuccess: () => {
        setAnnouncement('All your notifications are marked as read.');
        // The button goes away with the last unread notification; the list's heading takes focus.
        headingRef.current?.focus();
      },
    });
  };

  const problem = markRead.error ?? markAllRead.error;
  return (
    <div className="notifications-menu" ref={rootRef}>
      <button
        type="button"
        className="notifications-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        // The count is a badge of its own, which would break the name up: "Notifications, 1 unread".
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : undefined}
        onClick={toggle}
      >
        Notifications{' '}
        {unread > 0 ? (
          <span className="notifications-menu__count">
            {unread}
            <span className="visually-hidden"> unread</span>
          </span>
        ) : null}
      </button>
      <section
        className="notifications-menu__panel"
        id={panelId}
        hidden={!open}
        aria-labelledby={`${panelId}-heading`}
      >
        <div className="notifications-menu__header">
          <h2 id={`${panelId}-heading`} className="notifications-menu__title" ref={headingRef} tabIndex={-1}>
            Notifications
          </h2>
          {unread > 0 ? (
            <Button variant="link" pending={markAllRead.isPending} onClick={readAll}>
              Mark all as read
            </Button>
          ) : null}
        </div>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        {problem ? (
          <p className="notifications-menu__problem" role="alert">
            {errorMessageOf(problem)}
          </p>
        ) : null}
        {notifications.isPending ? (
          <p>Loading your notifications…</p>
        ) : notifications.isError && items.length === 0 ? (
          <div role="alert">
            <p>{errorMessageOf(notifications.error)}</p>
            <Button variant="secondary" onClick={() => void notifications.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p>You have no notifications.</p>
        ) : (
          <ul className="notifications-menu__list">
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onRead={readOne} />
            ))}
          </ul>
        )}
        {notifications.hasNextPage ? (
          <Button
            variant="secondary"
            className="notifications-menu__more"
            pending={notifications.isFetchingNextPage}
            onClick={() => void notifications.fetchNextPage()}
          >
            Show more notifications
          </Button>
        ) : null}
      </section>
    </div>
  );
}

function NotificationItem({
  item,
  onRead,
}: {
  readonly item: InAppNotification;
  /** Marks it read; focus then goes to the element given (the button that did it goes away). */
  readonly onRead: (item: InAppNotification, focusAfter: HTMLElement | null) => void;
}) {
  const titleRef = useRef<HTMLSpanElement>(null);
  const link = isPortalPath(item.linkPath) ? item.linkPath : null;
  return (
    <li
      className={
        item.isRead ? 'notifications-menu__item' : 'notifications-menu__item notifications-menu__item--unread'
      }
    >
      <p className="notifications-menu__item-title">
        {item.isRead ? null : (
          <>
            <Tag colour="blue">Unread</Tag>{' '}
          </>
        )}
        {link ? (
          <Link to={link} onClick={() => (item.isRead ? undefined : onRead(item, null))}>
            {item.title}
          </Link>
        ) : (
          <span ref={titleRef} tabIndex={-1}>
            {item.title}
          </span>
        )}
      </p>
      <p className="notifications-menu__message">{item.message}</p>
      <p className="notifications-menu__date">
        <time dateTime={item.createdAt}>{formatMoment(item.createdAt)}</time>
      </p>
      {!item.isRead && !link ? (
        <Button
          variant="link"
          className="notifications-menu__read"
          onClick={() => onRead(item, titleRef.current)}
        >
          Mark as read<span className="visually-hidden">: {item.title}</span>
        </Button>
      ) : null}
    </li>
  );
}
