import { ApiError } from '@cc/api-client';
import type { Person } from '@cc/contracts';
import { useEffect, useState } from 'react';
import type { PersonsApi } from './api';
import { failureMessage } from './failure-message';
import { PERSONS_MESSAGES } from './messages';

/** The state of one person being loaded. */
export interface PersonState {
  person: Person | null;
  loading: boolean;
  /** 'الحساب غير موجود' for a 404, else the failure's message. */
  error: string | null;
}

/**
 * Loads one person by id (GET /persons/{id}); a newer id or unmount drops the older answer. With no id
 * (a new account) nothing is loaded.
 *
 * @example
 * const { person, loading, error } = usePerson(api, 7);
 */
export function usePerson(api: PersonsApi, personId: number | undefined): PersonState {
  const [state, setState] = useState<PersonState>({
    person: null,
    loading: personId !== undefined,
    error: null,
  });
  useEffect(() => {
    if (personId === undefined) {
      setState({ person: null, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState({ person: null, loading: true, error: null });
    api.get(personId, { signal: controller.signal }).then(
      (person) => {
        if (!controller.signal.aborted) setState({ person, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ApiError && error.status === 404
            ? PERSONS_MESSAGES.notFound
            : failureMessage(error, PERSONS_MESSAGES.loadFailed);
        setState({ person: null, loading: false, error: message });
      },
    );
    return () => controller.abort();
  }, [api, personId]);
  return state;
}
