import { Masthead } from '@fsmis/ui/layout/masthead';
import { MAIN_CONTENT_ID } from '@fsmis/ui/layout/skip-link';
import type { ReactNode } from 'react';
import './console-layout.css';

/** The frame of every console page: skip link, masthead, the console's header, main, footer. */
export function ConsoleFrame({
  account,
  navigation,
  children,
}: {
  readonly account?: ReactNode;
  readonly navigation?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <>
      <Masthead>
        <div className="console-header">
          <div className="console-header__inner">
            <a className="console-header__service" href="/officer/">
              <span className="console-header__logo" aria-hidden="true">
                F
              </span>
              <span className="console-header__name">
                <span className="console-header__acronym">FSMIS</span>
                <span className="console-header__tagline">Officers’ console</span>
              </span>
            </a>
            {account}
          </div>
          {navigation}
        </div>
      </Masthead>
      <main id={MAIN_CONTENT_ID} className="console-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="console-footer">
        <div className="console-footer__inner">
          <p>
            FSMIS officers’ console, for the regulator’s staff. Every action is recorded in the audit log.
          </p>
        </div>
      </footer>
    </>
  );
}
