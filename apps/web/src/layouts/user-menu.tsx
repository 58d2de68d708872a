import { useSession } from '@cc/auth';
import { IconLogout, IconUser } from '@cc/ui-rtl';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../messages';

const T = MESSAGES.shell;

/** The top bar's user menu: the user's name opens a menu with the profile link and sign out. */
export function UserMenu({ profilePath }: { profilePath: string }) {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    // Move focus into the menu so keyboard users can act at once.
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onLogout = async () => {
    setBusy(true);
    await logout();
  };

  const name = user?.fullName ?? user?.username ?? '';

  return (
    <div className="app-user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="app-user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <IconUser aria-hidden="true" />
        <span className="app-user-menu__name">{name}</span>
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={T.userMenu} className="app-user-menu__list">
          <div className="app-user-menu__who" aria-hidden="true">
            <strong>{name}</strong>
            {user?.username ? (
              <span>
                <bdi>{user.username}</bdi>
              </span>
            ) : null}
          </div>
          <Link
            role="menuitem"
            to={profilePath}
            className="app-user-menu__item"
            onClick={() => setOpen(false)}
          >
            <IconUser aria-hidden="true" />
            {T.profile}
          </Link>
          <button
            type="button"
            role="menuitem"
            className="app-user-menu__item app-user-menu__item--danger"
            onClick={onLogout}
            disabled={busy}
          >
            <IconLogout aria-hidden="true" />
            {T.logout}
          </button>
        </div>
      ) : null}
    </div>
  );
}
