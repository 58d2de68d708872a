import { type DealKind, endpoints, type TemplateKind } from '@cc/contracts';

/** Which list a screen works on: the two kinds share one record shape and their routes. */
export type DealsKind = 'contracts' | 'authorizations';

/**
 * The declared endpoints of a kind (list, get, create, cancel), its record kind and the template kind it
 * prints with.
 *
 * @example
 * useResource(kindOf('contracts').endpoints.get, { params: { id } });
 */
export function kindOf(kind: DealsKind) {
  return kind === 'contracts'
    ? {
        endpoints: endpoints.contracts,
        dealKind: 'CONTRACT' as DealKind,
        templateKind: 'CONTRACT' as TemplateKind,
      }
    : {
        endpoints: endpoints.authorizations,
        dealKind: 'AUTHORIZATION' as DealKind,
        templateKind: 'AUTHORIZATION' as TemplateKind,
      };
}
