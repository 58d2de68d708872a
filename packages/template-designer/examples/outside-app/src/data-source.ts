import type { Template, TemplateDataSource, TemplateSummary } from '@cc/template-designer';

/**
 * The app's side of the designer: its templates in memory (a real app calls its API here, see the
 * package's README). Without `uploadImage` and `imageUrl` images stay inline as data URLs.
 */
export function createMemoryDataSource(): TemplateDataSource & { templates: Template[] } {
  const templates: Template[] = [
    {
      id: 1,
      name: 'عقد بيع',
      kind: 'CONTRACT',
      system: false,
      imageKey: null,
      updatedAt: new Date(0).toISOString(),
      fields: [],
    },
  ];
  const find = (id: number) => {
    const found = templates.find((t) => t.id === id);
    if (!found) throw new Error('القالب غير موجود');
    return found;
  };
  const summary = ({ id, name, kind, system }: Template): TemplateSummary => ({
    id,
    name,
    kind,
    system,
    isDefault: id === 1,
  });
  return {
    templates,
    getTemplate: async (id) => structuredClone(find(id)),
    getLatest: async () => structuredClone(templates.at(-1) ?? null),
    listTemplates: async () => templates.map(summary),
    createTemplate: async ({ name, kind = 'CONTRACT', imageKey = null, fields }) => {
      const created: Template = {
        id: Math.max(0, ...templates.map((t) => t.id)) + 1,
        name,
        kind,
        system: false,
        imageKey,
        fields,
        updatedAt: new Date().toISOString(),
      };
      templates.push(created);
      return structuredClone(created);
    },
    updateTemplate: async (id, { name, imageKey, fields }) => {
      const template = find(id);
      Object.assign(template, { name: name ?? template.name, fields, updatedAt: new Date().toISOString() });
      if (imageKey !== undefined) template.imageKey = imageKey;
    },
    deleteTemplate: async (id) => {
      templates.splice(templates.indexOf(find(id)), 1);
    },
  };
}
