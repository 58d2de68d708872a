import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what fastify-plugin does), so its hooks and decorators apply to the
 * scope that registers it. Kept local to avoid a dependency for two symbols.
 */
export function sharedPlugin<T extends Record<string, unknown>>(
  fn: FastifyPluginAsync<T>,
  name: string,
): FastifyPluginAsync<T> {
  const marked = fn as FastifyPluginAsync<T> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
