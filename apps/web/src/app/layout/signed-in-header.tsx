import { Button } from '@fsmis/ui/components/button';
import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';
import { hasBothModules, moduleOf, type UserDetails } from '../../lib/session';
import { useSignOut } from '../../lib/sign-out';
import { SiteHeader } from './site-header';
import './signed-in-header.css';

type NavigationLink = { readonly label: string; readonly to: string };

const LOCAL_LINKS: readonly NavigationLink[] = [
  { label: 'Dashboard', to: paths.dashboard.href() },
  { label: 'Terms and Conditions', to: paths.termsAndConditions.href() },
  { label: 'Profile', to: paths.profile.href() },
  { label: 'User Manual', to: paths.userManual.href() },
];

const PT_LINKS: readonly NavigationLink[] = [
  { label: 'PT Scheme', to: paths.ptSchemeDashboard.href() },
  { label: 'Profile', to: paths.profile.href() },
  { label: 'User Manual', to: paths.userManual.href() },
];

const MODULE_NAMES = { local: 'Local laboratory', pt: 'Proficiency Testing' } as const;

/** The header of a signed-in user: who is signed in, for which company, the module's pages, Log out. */
export function SignedInHeader({ user }: { readonly user: UserDetails }) {
  const module = moduleOf(user);
  const links = module === 'pt' ? PT_LINKS : module === 'local' ? LOCAL_LINKS : [];
  return (
    <SiteHeader
      account={<Account user={user} module={module} />}
      navigation={<ServiceNavigation links={links} />}
    />
  );
}

function Account({ user, module }: { readonly user: UserDetails; readonly module: 'local' | 'pt' | null }) {
  const { signOut, pending } = useSignOut();
  return (
    <div className="account">
      <p className="account__who">
        <span className="visually-hidden">Signed in as </span>
        <span className="account__name">{user.name}</span>
        <span className="account__company">{user.companyName}</span>
      </p>
      <div className="account__actions">
        {hasBothModules(user) ? (
          <p className="account__module">
            {module ? (
              <>
                <span className="account__module-name">{MODULE_NAMES[module]}</span>{' '}
              </>
            ) : null}
            <Link to={paths.selectModule.href()}>
              Switch module
              <span className="visually-hidden"> between local laboratory and Proficiency Testing</span>
            </Link>
          </p>
        ) : null}
        <Button
          variant="secondary"
          className="account__logout"
          pending={pending}
          onClick={() => void signOut()}
        >
          Log out
        </Button>
      </div>
    </div>
  );
}

function ServiceNavigation({ links }: { readonly links: readonly NavigationLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav className="service-navigation" aria-label="Menu">
      <div className="container service-navigation__inner">
        <button
          type="button"
          className="service-navigation__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </button>
        <ul
          id={listId}
          className={
            open ? 'service-navigation__list service-navigation__list--open' : 'service-navigation__list'
          }
        >
          {links.map((link) => (
            <li key={link.to} className="service-navigation__item">
              <NavLink className="service-navigation__link" to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* Outside the list that Menu collapses on a narrow screen: the unread count stays in sight. */}
        <div className="service-navigation__notifications">
          <NotificationsMenu />
        </div>
      </div>
    </nav>
  );
}
