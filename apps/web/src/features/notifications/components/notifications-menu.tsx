import { formatDate } from '@fsmis/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useInAppNotifications } from '../api/get-in-app-notifications';
import './notifications-menu.css';

/**
 * The header's notifications entry: how many are unread, and the latest ones on request. Shown only
 * where the portal has notifications.
 */
export function NotificationsMenu() {
  const { data } = useInAppNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
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
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!data) return null;
  const unread = data.unreadCount;
  return (
    <div className="notifications-menu" ref={rootRef}>
      <button
        type="button"
        className="notifications-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Notifications
        {unread > 0 ? (
          <span className="notifications-menu__count">
            {unread}
            <span className="visually-hidden"> unread</span>
          </span>
        ) : null}
      </button>
      <div className="notifications-menu__panel" id={panelId} hidden={!open}>
        <h2 className="notifications-menu__title">Notifications</h2>
        {data.items.length === 0 ? (
          <p>You have no notifications.</p>
        ) : (
          <ul className="notifications-menu__list">
            {data.items.map((item) => (
              <li key={item.id} className={item.isRead ? undefined : 'notifications-menu__item--unread'}>
                <p className="notifications-menu__item-title">
                  {item.linkPath?.startsWith('/') ? <Link to={item.linkPath}>{item.title}</Link> : item.title}
                  {item.isRead ? null : <span className="visually-hidden"> (unread)</span>}
                </p>
                <p className="notifications-menu__message">{item.message}</p>
                <p className="notifications-menu__date">
                  <time dateTime={item.createdAt}>{formatDate(item.createdAt, 'dd MMM yyyy HH:mm:ss')}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
