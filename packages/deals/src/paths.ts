import type { DealsKind } from './kind';

/**
 * The links of the deals feature, absolute so they work from any screen. The print page's second
 * parameter is the string 'true' for a contract, anything else for an authorization.
 *
 * @example
 * dealPaths.view('contracts', 7); // '/contracts/7'
 * dealPaths.print('authorizations', 7); // '/print/7/false'
 */
export const dealPaths = {
  list: (kind: DealsKind) => `/${kind}`,
  create: (kind: DealsKind) => (kind === 'contracts' ? '/new-contract' : '/new-authorization'),
  view: (kind: DealsKind, id: number) => `/${kind}/${id}`,
  print: (kind: DealsKind, id: number) => `/print/${id}/${kind === 'contracts' ? 'true' : 'false'}`,
  /** A deal's promissory notes (the print feature's print-notes page). */
  notes: (kind: DealsKind, id: number) => `/print-notes/${id}/${kind === 'contracts' ? 'true' : 'false'}`,
  /** A deal's statement of account. */
  statement: (id: number) => `/statements/deal/${id}`,
  /** A plan's early-settlement quote and form. */
  settlement: (planId: number) => `/settlements/${planId}`,
} as const;

/**
 * A clearance's printable certificate (the print feature's print-clearance page).
 *
 * @example
 * clearancePrintPath(3); // '/print-clearance/3'
 */
export const clearancePrintPath = (clearanceId: number) => `/print-clearance/${clearanceId}`;
