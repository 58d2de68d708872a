import { useState } from 'react';
import type { CarsApi } from './api';
import { createMemoryCarsApi, type MemoryCarsOptions } from './memory-api';

/**
 * One in-memory api per story mount (a new api each render would reload the screens in a loop).
 * Stories only; not exported from the package.
 */
export function useStoryApi(options: MemoryCarsOptions = {}): CarsApi {
  const [api] = useState(() => createMemoryCarsApi({ delayMs: 250, ...options }));
  return api;
}
