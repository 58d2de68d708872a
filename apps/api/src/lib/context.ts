import type { PermissionName } from '@cc/contracts';
import { forbidden } from './errors';

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

/**
 * The caller's company in a company call: 403 for the super administrator (the only caller without one),
 * should a route's access rule ever let them through.
 */
export function companyOf(ctx: RequestContext): number {
  if (ctx.companyId === null) throw forbidden();
  return ctx.companyId;
}
