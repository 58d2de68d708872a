import type { ApiClient } from '@cc/api-client';
import type { View, ViewResource } from '@cc/contracts';
import type { SavedView, ViewsAdapter } from './types';

/**
 * A saved-views adapter kept in this browser's local storage under `key` (stories, and until the server's
 * views API exists). Views saved here are always the user's own and never shared.
 *
 * @example
 * <DataTable views={localViewsAdapter('cc-views:cars')} … />
 */
export function localViewsAdapter(key: string): ViewsAdapter {
  const read = (): SavedView[] => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as SavedView[]) : [];
    } catch {
      return [];
    }
  };
  const write = (views: SavedView[]) => localStorage.setItem(key, JSON.stringify(views));
  return {
    canShare: false,
    async list() {
      return read();
    },
    async save({ name, state }) {
      const view: SavedView = {
        id: typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : String(Date.now()),
        name,
        shared: false,
        mine: true,
        state,
      };
      // Same name replaces: saving again updates a view rather than piling up copies.
      write([...read().filter((v) => v.name !== name), view]);
      return view;
    },
    async remove(id) {
      write(read().filter((v) => v.id !== id));
    },
  };
}

/**
 * Saved views kept by the server (GET/POST /views, DELETE /views/{id}): a user's own views plus the
 * ones the company account shared with the whole company. `canShare` is true for the company account.
 *
 * @example
 * <DataTable views={apiViewsAdapter(client, 'cars', isCompanyAccount(session))} … />
 */
export function apiViewsAdapter(client: ApiClient, resource: ViewResource, canShare: boolean): ViewsAdapter {
  return {
    canShare,
    async list() {
      return client.getData<View[]>('views', { query: { resource } });
    },
    async save({ name, state, shared }) {
      return client.postData<View>('views', { resource, name, state, shared: canShare && shared });
    },
    async remove(id) {
      await client.deleteData(`views/${id}`);
    },
  };
}
