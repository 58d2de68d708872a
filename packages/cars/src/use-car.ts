import { ApiError } from '@cc/api-client';
import type { Car } from '@cc/contracts';
import { useEffect, useState } from 'react';
import type { CarsApi } from './api';
import { failureMessage } from './car-labels';
import { CARS_MESSAGES } from './messages';

/** The state of one car being loaded. */
export interface CarState {
  car: Car | null;
  loading: boolean;
  /** 'السيارة غير موجودة' for a 404, else the failure's message. */
  error: string | null;
}

/**
 * Loads one car by id (GET /car/{id}); a newer id or unmount drops the older answer. With no id (a new
 * car) nothing is loaded.
 *
 * @example
 * const { car, loading, error } = useCar(api, 7);
 */
export function useCar(api: CarsApi, carId: number | undefined): CarState {
  const [state, setState] = useState<CarState>({ car: null, loading: carId !== undefined, error: null });
  useEffect(() => {
    if (carId === undefined) {
      setState({ car: null, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState({ car: null, loading: true, error: null });
    api.get(carId, { signal: controller.signal }).then(
      (car) => {
        if (!controller.signal.aborted) setState({ car, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ApiError && error.status === 404
            ? CARS_MESSAGES.notFound
            : failureMessage(error, CARS_MESSAGES.loadFailed);
        setState({ car: null, loading: false, error: message });
      },
    );
    return () => controller.abort();
  }, [api, carId]);
  return state;
}
