import { type DealsKind, kindOf } from './kind';

/**
 * A deal's page's first read: GET /contracts/{id} (or /authorizations/{id}). The screen and the
 * start-up prefetch (feature.ts) both take it from here, so they share one cache entry and one request.
 *
 * @example
 * dealRead('contracts', 13); // [endpoints.contracts.get, { params: { id: 13 } }]
 */
export function dealRead(kind: DealsKind, id: number) {
  return [kindOf(kind).endpoints.get, { params: { id } }] as const;
}

/** The deal id of a page's address ('13' → 13), or null for one that is not a positive whole number. */
export function dealIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
