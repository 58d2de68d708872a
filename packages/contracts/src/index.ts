export type {
  DeviceBody,
  LoginBody,
  LoginResult,
  LogoutBody,
  PermissionRef,
  RefreshBody,
  RefreshResult,
  User,
  UserStatusBody,
} from './auth';
export {
  branchRefSchema,
  companyRoleRefSchema,
  DEFAULT_DEVICE_MODEL,
  DEVICE_HEADER_MAX,
  DEVICE_HEADERS,
  deviceBodySchema,
  loginBodySchema,
  loginResponseSchema,
  loginResultSchema,
  logoutBodySchema,
  meResponseSchema,
  permissionRefSchema,
  refreshBodySchema,
  refreshResponseSchema,
  refreshResultSchema,
  userSchema,
  userStatusBodySchema,
} from './auth';
export type { ErrorBody, ErrorCode, FieldError, ListEnvelope, Pagination } from './common';
export {
  API_BASE_PATH,
  dataEnvelope,
  ERROR_CODES,
  errorBodySchema,
  fieldErrorSchema,
  healthSchema,
  idParamSchema,
  listEnvelope,
  listQuerySchema,
  paginationSchema,
} from './common';
export type { PermissionName, SystemRole } from './permissions';
export { PERMISSION_LABELS_AR, PERMISSION_NAMES, SYSTEM_ROLES } from './permissions';
