import {
  type NotifyFn,
  type Template,
  type TemplateDataSource,
  TemplateDesigner,
  type TemplateSummary,
} from '@cc/template-designer';
import { useCallback, useState } from 'react';

/** The templates the example starts with: one of the company's own, with a title on it. */
const STARTING_TEMPLATES: Template[] = [
  {
    id: 1,
    name: 'عقد المعرض',
    kind: 'CONTRACT',
    system: false,
    imageKey: null,
    updatedAt: '2025-01-01T00:00:00.000Z',
    fields: [
      {
        kind: 'TEXT',
        value: 'عقد بيع سيارة',
        style: { fontSize: 28, color: '#111827' },
        x: 256,
        y: 48,
        width: 288,
        height: 48,
      },
    ],
  },
];

/** What the example's data source keeps: the templates, as a host's server would. */
export type InMemoryDataSource = TemplateDataSource & { readonly templates: Template[] };

/**
 * A data source over an array: the host's side of the designer. A real host calls its API here; without
 * `uploadImage` and `imageUrl` the designer keeps images inline as data URLs.
 */
export function createInMemoryDataSource(
  initial: readonly Template[] = STARTING_TEMPLATES,
): InMemoryDataSource {
  const templates = structuredClone([...initial]);
  const stamp = () => new Date().toISOString();
  const find = (id: number) => {
    const template = templates.find((t) => t.id === id);
    if (!template) throw new Error('القالب غير موجود');
    return template;
  };
  const summary = ({ id, name, kind, system }: Template): TemplateSummary => ({
    id,
    name,
    kind,
    system,
    isDefault: system,
  });
  return {
    templates,
    getTemplate: async (id) => structuredClone(find(id)),
    getLatest: async () => structuredClone(templates.filter((t) => !t.system).at(-1) ?? null),
    listTemplates: async () => templates.map(summary),
    createTemplate: async ({ name, kind = 'CONTRACT', imageKey = null, fields }) => {
      const created: Template = {
        id: Math.max(0, ...templates.map((t) => t.id)) + 1,
        name,
        kind,
        system: false,
        imageKey,
        fields,
        updatedAt: stamp(),
      };
      templates.push(created);
      return structuredClone(created);
    },
    updateTemplate: async (id, { name, imageKey, fields }) => {
      const template = find(id);
      Object.assign(template, { name: name ?? template.name, fields, updatedAt: stamp() });
      if (imageKey !== undefined) template.imageKey = imageKey;
    },
    deleteTemplate: async (id) => {
      templates.splice(templates.indexOf(find(id)), 1);
    },
  };
}

/**
 * The example's page: the designer over its own data source, and the designer's messages in a status
 * line (the host shows them as it likes; the default is the design system's toast).
 */
export function ExampleApp({ dataSource }: { dataSource?: TemplateDataSource }) {
  const [source] = useState(() => dataSource ?? createInMemoryDataSource());
  const [message, setMessage] = useState('');
  const notify = useCallback<NotifyFn>((notice) => setMessage(notice.message), []);
  return (
    <main style={{ padding: 16 }}>
      <p role="status">{message}</p>
      <TemplateDesigner dataSource={source} notify={notify} />
    </main>
  );
}
