import { IconClose, IconMenu } from '@cc/ui-rtl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { MESSAGES } from '../messages';
import { NARROW_QUERY, useMediaQuery } from './use-media-query';
import { UserMenu } from './user-menu';

const T = MESSAGES.shell;
/** The page's content: where the skip link leads. */
const MAIN_ID = 'main-content';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on the exact path (the index pages). */
  end?: boolean;
}

export interface AppShellProps {
  items: readonly NavItem[];
  navLabel: string;
  /** Shown in the top bar next to the product name (the company name, or the admin area). */
  context?: ReactNode;
  profilePath: string;
  /** Shown in the top bar before the user menu (the notification bell). */
  topbarExtra?: ReactNode;
}

/**
 * The frame of both layouts: a top bar (menu button on narrow screens, product and company name, user
 * menu) and the side navigation at the inline start (the right in RTL). Below ~900 px the navigation is a
 * drawer opened by the menu button, with an overlay; it closes on navigation, on Escape and on the overlay.
 */
export function AppShell({ items, navLabel, context, profilePath, topbarExtra }: AppShellProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // Close on navigation, and whenever the screen grows back to the wide layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search, narrow]);

  const drawer = narrow && drawerOpen;
  useEffect(() => {
    if (!drawer) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer]);

  const showNav = !narrow || drawerOpen;

  return (
    <div className="app-shell" data-layout={narrow ? 'narrow' : 'wide'}>
      {/* The first stop of the keyboard: past the top bar and the menu, straight to the page. */}
      <a
        href={`#${MAIN_ID}`}
        className="app-skip-link"
        onClick={(event) => {
          // Focus, not the URL's hash: the router owns the URL, and focus is what a keyboard user needs.
          event.preventDefault();
          const main = document.getElementById(MAIN_ID);
          main?.focus();
          main?.scrollIntoView?.({ block: 'start' });
        }}
      >
        {T.skipToContent}
      </a>
      <header className="app-topbar">
        {narrow ? (
          <button
            ref={menuButton}
            type="button"
            className="app-icon-button"
            aria-label={T.openMenu}
            aria-expanded={drawerOpen}
            aria-controls="app-nav"
            onClick={() => setDrawerOpen((v) => !v)}
          >
            <IconMenu aria-hidden="true" />
          </button>
        ) : null}
        <span className="app-topbar__brand">{MESSAGES.productName}</span>
        {context ? <span className="app-topbar__context">{context}</span> : null}
        <span className="app-topbar__spacer" />
        {topbarExtra}
        <UserMenu profilePath={profilePath} />
      </header>
      <div className="app-body">
        {showNav ? (
          <nav
            id="app-nav"
            ref={navRef}
            aria-label={navLabel}
            className="app-nav"
            data-drawer={narrow ? 'open' : undefined}
          >
            {narrow ? (
              <button
                type="button"
                className="app-icon-button app-nav__close"
                aria-label={T.closeMenu}
                onClick={() => {
                  setDrawerOpen(false);
                  menuButton.current?.focus();
                }}
              >
                <IconClose aria-hidden="true" />
              </button>
            ) : null}
            <ul className="app-nav__list">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      isActive ? 'app-nav__link app-nav__link--active' : 'app-nav__link'
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {drawer ? (
          <div
            className="app-overlay"
            data-testid="nav-overlay"
            onClick={() => setDrawerOpen(false)}
            aria-hidden="true"
          />
        ) : null}
        <main id={MAIN_ID} className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
