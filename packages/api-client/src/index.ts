export type { ApiClient, ApiClientOptions, CallOptions, LockLike } from './client';
export { createApiClient, endpointPath, REFRESH_LOCK } from './client';
export type { DeviceInfo } from './device';
export { currentDevice, deviceHeaders, toHeaderValue } from './device';
export type { ClientErrorCode } from './errors';
export { ApiError, errorMessage, fieldErrorMap, getFieldErrors, toApiError } from './errors';
export { API_MESSAGES } from './messages';
export type { Query, QueryValue } from './query';
export { toSearchParams } from './query';
export type { StoredSession } from './storage';
export {
  clearSession,
  getFcmToken,
  getOrCreateDeviceId,
  readSession,
  STORAGE_KEYS,
  setFcmToken,
  writeSession,
} from './storage';
