import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ResourcesProvider } from '../provider';
import { createFakeBackend } from './backend';
import type { FakeDb, FakeSeed } from './db';
import { createFakeApi, type FakeApi, type FakeCaller, type FakeRoute } from './fake-api';

/** Options of {@link createTestApi}. */
export interface TestApiOptions extends FakeSeed {
  caller?: FakeCaller;
  latencyMs?: number;
  /** Handlers that replace the backend's (an error, a slow answer). */
  routes?: readonly FakeRoute[];
}

/**
 * The fake API over the in-memory backend: what most stories and tests need in one call.
 *
 * @example
 * const fake = createTestApi({ cars: [], caller: staffCaller('PERSON_READ') });
 * fake.db.cars.length; // 0
 */
export function createTestApi(options: TestApiOptions = {}): FakeApi & { db: FakeDb } {
  const { caller, latencyMs, routes, ...seed } = options;
  const backend = createFakeBackend(seed);
  const fake = createFakeApi({
    routes: [...backend.routes, ...(routes ?? [])],
    ...(caller ? { caller } : {}),
    ...(latencyMs ? { latencyMs } : {}),
  });
  return { ...fake, db: backend.db };
}

/**
 * The data layer around a story or a test: the fake's client and a fresh query cache that does not
 * retry (a refused call shows at once).
 *
 * @example
 * render(<TestResources fake={createTestApi()}><CarViewScreen carId={1} /></TestResources>);
 */
export function TestResources({ fake, children }: { fake: FakeApi; children?: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <ResourcesProvider client={fake.client} queryClient={queryClient}>
      {children}
    </ResourcesProvider>
  );
}
