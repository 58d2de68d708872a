import type { View } from '@cc/contracts';

/**
 * Saved views of the cars list (the only list with views, `VIEW_RESOURCES`). The fake plays one user:
 * `mine` marks the views that user saved. One view is shared with the whole company by the company
 * account (listed, not deletable), one is the user's own, and one is another user's private view (never
 * listed).
 */
export const DEMO_VIEWS: readonly View[] = [
  {
    id: 1,
    name: 'المباعة حسب الموديل',
    shared: true,
    mine: false,
    state: { keyword: '', filters: { status: 'Paid' }, sort: { key: 'model', direction: 'desc' } },
  },
  {
    id: 2,
    name: 'كيا قيد الدفع',
    shared: false,
    mine: true,
    state: { keyword: 'كيا', filters: { status: 'Active' }, sort: null },
  },
  {
    id: 3,
    name: 'سيارات زميل',
    shared: false,
    mine: false,
    state: { keyword: 'تويوتا', filters: {}, sort: null },
  },
];
