// Every endpoint of the API, composed from one file per area. Runtime-free of zod: the declarations
// carry their metadata, and their schemas load on demand from '../endpoint-schemas' (see ./define.ts).
// A screen that calls endpoints therefore loads no schema and no zod; see docs/architecture.md,
// "Bundle budget".

import * as areas from './areas';
import type { EndpointDef, EndpointSchemas, SchemasOf } from './define';

export type {
  Access,
  ArgsOptional,
  EndpointArgs,
  EndpointDef,
  EndpointInput,
  EndpointResult,
  EndpointSchemas,
  HttpMethod,
  SchemasOf,
} from './define';
export { endpoint } from './define';

const loaded = new WeakMap<EndpointDef, EndpointSchemas>();

/**
 * The schemas of an endpoint, loaded on first use (development checks of answers, the test fake, the
 * server at start). Production screens never call it, so they load no zod for their calls.
 *
 * @example
 * const { response } = await schemasOf(endpoints.cars.get);
 */
export async function schemasOf<E extends EndpointDef>(endpoint: E): Promise<SchemasOf<E>> {
  const known = loaded.get(endpoint);
  if (known) return known as SchemasOf<E>;
  const schemas = await endpoint.schemas();
  loaded.set(endpoint, schemas);
  return schemas as SchemasOf<E>;
}

/**
 * The schemas of an endpoint already loaded by {@link schemasOf} or {@link loadAllSchemas}: for code that
 * must be synchronous (the server's route registration). Throws when they are not loaded yet.
 *
 * @example
 * await loadAllSchemas();
 * loadedSchemasOf(endpoints.cars.get).params; // idParamSchema
 */
export function loadedSchemasOf<E extends EndpointDef>(endpoint: E): SchemasOf<E> {
  const known = loaded.get(endpoint);
  if (!known)
    throw new Error(`Schemas of ${endpoint.method} ${endpoint.path} not loaded: await loadAllSchemas()`);
  return known as SchemasOf<E>;
}

/**
 * Loads the schemas of every endpoint (the server before it registers its routes, tests).
 *
 * @example
 * await loadAllSchemas();
 */
export async function loadAllSchemas(): Promise<void> {
  await Promise.all(allEndpoints().map((e) => schemasOf(e)));
}

/**
 * Every endpoint of the API, by area. One declaration per endpoint: routes, client calls, query keys and
 * the test fake all come from here. A namespace (of ./areas), so a bundle holds only the areas it names.
 *
 * @example
 * const car = await client.call(endpoints.cars.get, { params: { id: 5 } }); // { data: Car }
 */
export * as endpoints from './areas';

/** The endpoints as one flat list (server registration, the fake's router, tests). */
export function allEndpoints(): EndpointDef[] {
  const out: EndpointDef[] = [];
  const visit = (node: unknown) => {
    if (node && typeof node === 'object') {
      if ('method' in node && 'path' in node && 'schemas' in node) out.push(node as EndpointDef);
      else for (const child of Object.values(node)) visit(child);
    }
  };
  visit(areas);
  return out;
}
