import {
  type ApiClient,
  ApiError,
  clearSession,
  currentDevice,
  type DeviceInfo,
  readSession,
  STORAGE_KEYS,
  writeSession,
} from '@cc/api-client';
import type { PermissionRef, RefreshResult, SystemRole, User } from '@cc/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The auth state (docs/domain/sessions.md).
 *
 * @example
 * const { user, roles, isLoading }: SessionState = sessionStore.getState();
 */
export interface SessionState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** The company this user belongs to (user.companyUserId), or null. */
  companyUserId: number | null;
  /** System role codes (ROLE_SUPER_ADMIN, ROLE_COMPANY, ROLE_USER). */
  roles: SystemRole[];
  permissions: PermissionRef[];
  /** True until the start-up session check ends. */
  isLoading: boolean;
  /**
   * The last sign-in or restore error message (Arabic), or why the server ended the session (the
   * company was suspended: the login page shows it), or null.
   */
  error: string | null;
}

/**
 * The actions of the session store.
 *
 * @example
 * await sessionStore.getState().login('sales', 'Demo@12345');
 */
export interface SessionActions {
  /** The start-up session check (docs/domain/sessions.md). Calling it again while it runs returns the same promise. */
  restore(): Promise<void>;
  /** Signs in; stores tokens, roles and user. Rejects with the {@link ApiError} of a failed login. */
  login(username: string, password: string): Promise<void>;
  /** Revokes the refresh token on the server, then clears the state and local storage (deviceId kept). */
  logout(): Promise<void>;
  /**
   * Reads the signed-in user again (GET /users/me) and takes its permissions, for a change the server
   * announced (the stream's `permissions` event). A failure is left to the client (a refused session
   * signs out through it); the state is otherwise kept.
   */
  reloadUser(): Promise<void>;
}

/**
 * The store's whole value: state and actions.
 *
 * @example
 * const logout = useSession((s: Session) => s.logout);
 */
export type Session = SessionState & SessionActions;

/**
 * The zustand store made by {@link createSessionStore}.
 *
 * @example
 * const unsubscribe = sessionStore.subscribe((s) => console.log(s.user));
 */
export type SessionStore = StoreApi<Session>;

/**
 * The calls the session store makes; an {@link ApiClient} fits.
 *
 * @example
 * const api: SessionApi = createApiClient();
 */
export type SessionApi = Pick<
  ApiClient,
  'login' | 'me' | 'logout' | 'refreshSession' | 'onSignedOut' | 'onRefreshed'
>;

/**
 * Options of {@link createSessionStore}.
 *
 * @example
 * createSessionStore(api, { onSessionExpired: () => toast(AUTH_MESSAGES.sessionExpired) });
 */
export interface SessionStoreOptions {
  /** Runs when an active session ends because its refresh was refused (e.g. show a toast). */
  onSessionExpired?: () => void;
  /** The device description of the login call. Default: {@link currentDevice}. */
  device?: () => DeviceInfo;
}

const signedOut: Omit<SessionState, 'isLoading'> = {
  user: null,
  accessToken: null,
  refreshToken: null,
  companyUserId: null,
  roles: [],
  permissions: [],
  error: null,
};

function signedInState(
  accessToken: string,
  refreshToken: string | null,
  user: User,
  roles: SystemRole[],
  permissions: PermissionRef[] = user.permissions,
): Omit<SessionState, 'isLoading' | 'error'> {
  return { user, accessToken, refreshToken, companyUserId: user.companyUserId ?? null, roles, permissions };
}

/** The state as local storage holds it (used at start and when another tab changes it). */
function stateFromStorage(): Omit<SessionState, 'isLoading' | 'error'> {
  const stored = readSession();
  if (!stored.accessToken) return signedOut;
  return {
    user: stored.user,
    accessToken: stored.accessToken,
    refreshToken: stored.refreshToken,
    companyUserId: stored.user?.companyUserId ?? null,
    roles: stored.roles,
    permissions: stored.user?.permissions ?? [],
  };
}

/** The Arabic message of a refusal because the company is suspended (or the user deactivated), else null. */
const suspension = (error: unknown): string | null =>
  error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED' ? error.message : null;

const isAuthFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Creates the session store (zustand, vanilla). Its state starts from local storage with
 * `isLoading: true`; call `restore()` once at start-up.
 *
 * @example
 * const api = createApiClient();
 * const sessionStore = createSessionStore(api, { onSessionExpired: () => toast(AUTH_MESSAGES.sessionExpired) });
 * void sessionStore.getState().restore();
 */
export function createSessionStore(api: SessionApi, options: SessionStoreOptions = {}): SessionStore {
  const device = options.device ?? (() => currentDevice());
  let restoring: Promise<void> | null = null;

  const store = createStore<Session>()((set, get) => {
    const signOutLocally = (error: string | null = null) => {
      clearSession();
      set({ ...signedOut, error, isLoading: false });
    };

    async function runRestore() {
      const stored = readSession();
      if (!stored.accessToken) {
        set({ ...signedOut, isLoading: false });
        return;
      }
      try {
        // A 401 here is already refreshed and retried once by the client.
        const user = await api.me();
        const now = readSession();
        writeSession({ user, roles: user.roles });
        set({
          ...signedInState(now.accessToken ?? stored.accessToken, now.refreshToken, user, user.roles),
          error: null,
        });
      } catch (error) {
        // A suspended company's session: no refresh can help; the login page says why.
        const suspended = suspension(error);
        if (suspended) {
          signOutLocally(suspended);
          return;
        }
        if (!isAuthFailure(error)) {
          // Other errors (network, server) are only logged; the stored session is kept.
          console.error('Session check failed', error);
          set({ error: error instanceof Error ? error.message : null });
          return;
        }
        if (!readSession().refreshToken) {
          signOutLocally();
          return;
        }
        try {
          // 403 (or a 401 after the client's refresh): one forced refresh, then sign in with its answer.
          if (!(await api.refreshSession())) {
            signOutLocally();
            return;
          }
          const now = readSession();
          if (!now.accessToken || !now.user) {
            signOutLocally();
            return;
          }
          set({ ...signedInState(now.accessToken, now.refreshToken, now.user, now.roles), error: null });
        } catch (refreshError) {
          console.error('Session refresh failed', refreshError);
          signOutLocally();
        }
      }
    }

    return {
      ...stateFromStorage(),
      isLoading: true,
      error: null,
      restore() {
        restoring ??= runRestore().finally(() => {
          restoring = null;
          set({ isLoading: false });
        });
        return restoring;
      },
      async login(username, password) {
        set({ error: null });
        try {
          const result = await api.login({ username, password }, device());
          writeSession({
            accessToken: result.accessToken,
            refreshToken: result.refreshToken,
            roles: result.roles,
            user: result.user,
          });
          set({
            ...signedInState(
              result.accessToken,
              result.refreshToken,
              result.user,
              result.roles,
              result.permissions,
            ),
            isLoading: false,
            error: null,
          });
        } catch (error) {
          set({ error: error instanceof Error ? error.message : null, isLoading: false });
          throw error;
        }
      },
      async logout() {
        const { refreshToken } = get();
        try {
          await api.logout(refreshToken);
        } catch (error) {
          // Signing out locally must never depend on the server answering.
          console.error('Logout call failed', error);
        }
        signOutLocally();
      },
      async reloadUser() {
        if (!get().accessToken) return;
        try {
          const user = await api.me();
          if (!get().accessToken) return;
          writeSession({ user, roles: user.roles });
          set({
            user,
            roles: user.roles,
            permissions: user.permissions,
            companyUserId: user.companyUserId ?? null,
          });
        } catch (error) {
          console.error('Profile reload failed', error);
        }
      },
    };
  });

  api.onSignedOut((reason) => {
    const { accessToken, isLoading } = store.getState();
    // Suspended: the error carries the server's message, which the login page shows.
    const suspended = suspension(reason);
    store.setState({ ...signedOut, error: suspended });
    if (accessToken && !isLoading && !suspended) options.onSessionExpired?.();
  });
  api.onRefreshed((result: RefreshResult) => {
    store.setState(signedInState(result.accessToken, result.refreshToken, result.user, result.roles));
  });

  return store;
}

const SESSION_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.roles,
  STORAGE_KEYS.user,
]);

/**
 * Keeps this tab's session in step with the others: when another tab signs out (clears the token) this
 * tab signs out too; when another tab rotates the tokens or signs in, this tab takes the new session.
 * Returns the function that stops listening.
 *
 * @example
 * useEffect(() => syncSessionAcrossTabs(sessionStore), []);
 */
export function syncSessionAcrossTabs(store: SessionStore, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab called localStorage.clear().
    if (event.key !== null && !SESSION_KEYS.has(event.key)) return;
    const next = stateFromStorage();
    const current = store.getState();
    if (!next.accessToken) {
      if (current.accessToken) store.setState({ ...signedOut });
      return;
    }
    // A stored user is written after the tokens; wait for it before taking a sign-in from another tab.
    if (!current.accessToken && !next.user) return;
    store.setState(next);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
