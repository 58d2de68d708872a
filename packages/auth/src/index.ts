export type {
  FeatureDescriptor,
  FeatureRoute,
  PrefetchLocation,
  PrefetchRead,
  ScreenLoader,
  SettingsSection,
} from './feature';
export { defineFeature, page } from './feature';
export type { GuardProps, PermissionGateProps } from './guards';
export {
  AdminOnlyGuard,
  NoTokenGuard,
  PasswordChangeGuard,
  PermissionGate,
  PublicPageGuard,
  useGoBack,
} from './guards';
export { AUTH_MESSAGES } from './messages';
export type { PasswordSubject, PermissionCheck, PermissionSubject } from './permissions';
export {
  hasPermission,
  isCompanyAccount,
  isSignedIn,
  isSuperAdmin,
  LANDING_PATHS,
  landingPath,
  mustChangePassword,
} from './permissions';
export type { SessionProviderProps } from './session-context';
export { SessionProvider, useCan, useNotify, useSession, useSessionStore } from './session-context';
export type {
  Session,
  SessionActions,
  SessionApi,
  SessionState,
  SessionStore,
  SessionStoreOptions,
} from './session-store';
export { createSessionStore, syncSessionAcrossTabs } from './session-store';
