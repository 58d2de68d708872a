import { type Deal, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';

/** Whose deals: a person's (as seller, buyer or guarantor) or a car's. */
export type DealsOfQuery = { personId: number } | { carId: number };

/**
 * The contracts and then the authorizations of a person or a car (GET /contracts and /authorizations,
 * the first 100 of each): the deals once both have answered, or the failure of either (GET_CONTRACT).
 *
 * @example
 * const { deals, error } = useDealsOf({ personId: 7 });
 */
export function useDealsOf(of: DealsOfQuery): { deals: Deal[] | undefined; error: unknown } {
  const query = { ...of, size: 100 };
  const contracts = useResource(endpoints.contracts.list, { query });
  const authorizations = useResource(endpoints.authorizations.list, { query });
  const deals =
    contracts.data && authorizations.data ? [...contracts.data.data, ...authorizations.data.data] : undefined;
  return { deals, error: contracts.error ?? authorizations.error };
}
