// The designer store over the in-memory data source, with a company template beside the demo ones.
import type { Template } from '@cc/contracts';
import { vi } from 'vitest';
import { createDesignerStore } from '../store';
import { createMemoryDataSource, DEMO_TEMPLATES, type MemoryDataSourceOptions } from './memory-data-source';

export const companyTemplate: Template = {
  id: 1001,
  name: 'عقدي',
  kind: 'CONTRACT',
  system: false,
  imageKey: null,
  updatedAt: '2025-03-01T00:00:00.000Z',
  fields: [
    {
      kind: 'FIELD',
      fieldId: 'buyer.fullName',
      label: 'اسم المشتري',
      style: { fontSize: 16, color: '#111827' },
      x: 40,
      y: 40,
      width: 200,
      height: 40,
    },
  ],
};

/** A store with a spy `notify`; `messages()` lists what it said as `type:message`. */
export function setup(options: MemoryDataSourceOptions & { isSuperAdmin?: boolean } = {}) {
  const dataSource = createMemoryDataSource({ templates: [...DEMO_TEMPLATES, companyTemplate], ...options });
  const notify = vi.fn();
  const store = createDesignerStore(dataSource, { notify, isSuperAdmin: options.isSuperAdmin });
  const messages = () => notify.mock.calls.map(([n]) => `${n.type}:${n.message}`);
  return { dataSource, notify, store, messages, s: () => store.getState() };
}
