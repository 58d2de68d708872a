import { useState } from 'react';
import type { DealsApi } from './api';
import { createMemoryDealsApi, type MemoryDealsOptions } from './memory-api';

/**
 * One in-memory api per story mount (a new api each render would reload the screens in a loop).
 * Stories only; not exported from the package.
 */
export function useStoryApi(options: MemoryDealsOptions = {}): DealsApi {
  const [api] = useState(() => createMemoryDealsApi({ delayMs: 250, ...options }));
  return api;
}
