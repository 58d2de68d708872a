import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { hasPermission, type PermissionCheck } from './permissions';
import { type Session, type SessionStore, syncSessionAcrossTabs } from './session-store';

interface SessionContextValue {
  store: SessionStore;
  notify: (message: string) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Props of {@link SessionProvider}.
 *
 * @example
 * <SessionProvider store={sessionStore} notify={toast.error} />
 */
export interface SessionProviderProps {
  store: SessionStore;
  /**
   * Shows a message to the user (the app passes its toast). Used by {@link PermissionGate}.
   * Default: console.warn, so this package stays free of any UI library.
   */
  notify?: (message: string) => void;
  children?: ReactNode;
}

const warn = (message: string) => console.warn(message);

/**
 * Makes the session store available to the hooks and guards, and keeps it in step with other tabs.
 *
 * @example
 * <SessionProvider store={sessionStore} notify={(m) => toast.error(m)}>
 *   <RouterProvider router={router} />
 * </SessionProvider>
 */
export function SessionProvider({ store, notify = warn, children }: SessionProviderProps) {
  useEffect(() => syncSessionAcrossTabs(store), [store]);
  const value = useMemo(() => ({ store, notify }), [store, notify]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/**
 * Reads the session (state and actions) with a selector. Select primitives or stable references.
 *
 * @example
 * const user = useSession((s) => s.user);
 * const logout = useSession((s) => s.logout);
 */
export function useSession<T>(selector: (session: Session) => T): T {
  return useStore(useSessionContext().store, selector);
}

/**
 * The session store itself (for imperative reads in event handlers).
 *
 * @example
 * const store = useSessionStore();
 * const roles = store.getState().roles;
 */
export function useSessionStore(): SessionStore {
  return useSessionContext().store;
}

/**
 * The message function given to {@link SessionProvider}.
 *
 * @example
 * const notify = useNotify();
 * notify('تم الحفظ بنجاح');
 */
export function useNotify(): (message: string) => void {
  return useSessionContext().notify;
}

/**
 * Whether the signed-in user passes a permission check (see {@link hasPermission}).
 *
 * @example
 * const canAddCar = useCan('CREATE_CAR');
 * {canAddCar && <Link to="/new-car">+ اضافة سيارة</Link>}
 */
export function useCan(name: PermissionCheck): boolean {
  return useSession((session) => hasPermission(session, name));
}
