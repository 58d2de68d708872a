import { useState } from 'react';
import type { PersonsApi } from './api';
import { createMemoryPersonsApi, type MemoryPersonsOptions } from './memory-api';

/**
 * One in-memory api per story mount (a new api each render would reload the screens in a loop).
 * Stories only; not exported from the package.
 */
export function useStoryApi(options: MemoryPersonsOptions = {}): PersonsApi {
  const [api] = useState(() => createMemoryPersonsApi({ delayMs: 250, ...options }));
  return api;
}
