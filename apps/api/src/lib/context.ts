import type { PermissionName } from '@cc/contracts';

export type UserKind = 'SUPER_ADMIN' | 'COMPANY' | 'USER';

/** Who is calling: set by the auth plugin on every signed-in request, passed to services. */
export interface RequestContext {
  userId: number;
  /** Null only for the super administrator. */
  companyId: number | null;
  kind: UserKind;
  permissions: ReadonlySet<PermissionName>;
  signInId: number;
  deviceId: string | null;
  ip: string | null;
}

/** The part of a context an audit entry records (login builds one before any request context exists). */
export type AuditActor = Pick<RequestContext, 'userId' | 'companyId' | 'signInId' | 'deviceId' | 'ip'>;
