import { DEFAULT_TEMPLATE_NAME, type Template, type TemplateSummary, type UploadedFile } from '@cc/contracts';
import type { TemplateDataSource } from '../data-source';
import { readFileAsDataUrl } from '../image-file';

/** One recorded call of {@link createMemoryDataSource}. */
export interface MemoryTemplateCall {
  method: keyof TemplateDataSource;
  args: unknown[];
}

/** Options of {@link createMemoryDataSource}. */
export interface MemoryDataSourceOptions {
  /** Stored templates; default {@link DEMO_TEMPLATES}. */
  templates?: Template[];
  /** The company's marked default template id per kind; none: the system one of the kind. */
  defaults?: Partial<Record<Template['kind'], number>>;
  /** Delay of every answer in ms (default 0). */
  delay?: number;
  /** Methods whose calls never answer (loading states). */
  hang?: (keyof TemplateDataSource)[];
  /** Methods whose calls fail. */
  fail?: (keyof TemplateDataSource)[];
  /** Message of the failures; default a generic Arabic server error. */
  failMessage?: string;
  /**
   * Answer `uploadImage` and `imageUrl` like POST /files and GET /files/{key}/url: keys are UUIDs, and a
   * key's "signed URL" is its data URL. Default false: the designer then keeps images inline.
   */
  uploads?: boolean;
  /** Files already uploaded (key → image URL), e.g. the background of a stored template; implies uploads. */
  files?: Record<string, string>;
}

/** An in-memory {@link TemplateDataSource} with its recorded calls, current templates and files. */
export type MemoryDataSource = TemplateDataSource & {
  calls: MemoryTemplateCall[];
  templates: Template[];
  /** Uploaded files: key → data URL. */
  files: Map<string, string>;
};

const STAMP = '2025-01-01T00:00:00.000Z';

/** The system templates of the migration (docs/domain/printing.md#system-templates): 1 authorization, 2 contract. */
export const DEMO_TEMPLATES: Template[] = [
  {
    id: 1,
    name: 'قالب الوكالة',
    kind: 'AUTHORIZATION',
    system: true,
    imageKey: null,
    updatedAt: STAMP,
    fields: [
      {
        kind: 'TEXT',
        value: 'وكالة بيع سيارة',
        style: { fontSize: 28, color: '#111827' },
        x: 280,
        y: 48,
        width: 240,
        height: 48,
      },
    ],
  },
  {
    id: 2,
    name: 'قالب العقد',
    kind: 'CONTRACT',
    system: true,
    imageKey: null,
    updatedAt: STAMP,
    fields: [
      {
        kind: 'TEXT',
        value: 'عقد بيع سيارة بالتقسيط',
        style: { fontSize: 28, color: '#111827' },
        x: 256,
        y: 48,
        width: 288,
        height: 48,
      },
      {
        kind: 'FIELD',
        fieldId: 'contractNumber',
        label: 'رقم العقد',
        style: { fontSize: 16, color: '#111827' },
        x: 552,
        y: 128,
        width: 200,
        height: 40,
      },
      {
        kind: 'FIELD',
        fieldId: 'buyer.fullName',
        label: 'اسم المشتري',
        style: { fontSize: 16, color: '#111827' },
        x: 552,
        y: 184,
        width: 200,
        height: 40,
      },
    ],
  },
];

/**
 * The package's test double of {@link TemplateDataSource}, for its own tests and stories (not exported:
 * the designer takes no dependency on the app's data layer, so it cannot use `@cc/resources/testing`). A
 * template store in memory that answers like the server: company ids from 1000, `getLatest` is the
 * most recently changed company template or null, system templates cannot be deleted.
 *
 * @example
 * ```tsx
 * <TemplateDesigner dataSource={createMemoryDataSource({ delay: 200 })} />
 * ```
 */
export function createMemoryDataSource(options: MemoryDataSourceOptions = {}): MemoryDataSource {
  const templates: Template[] = structuredClone(options.templates ?? DEMO_TEMPLATES);
  const calls: MemoryTemplateCall[] = [];
  let nextId = Math.max(999, ...templates.map((t) => t.id)) + 1;
  let clock = 0;
  const stamp = () => new Date(Date.UTC(2025, 1, 1) + ++clock * 1000).toISOString();
  const files = new Map<string, string>(Object.entries(options.files ?? {}));
  let nextFile = 0;
  // Predictable UUIDs (version 4 form), so tests can name them.
  const fileKey = () => `00000000-0000-4000-8000-${String(++nextFile).padStart(12, '0')}`;

  const answer = <T>(method: keyof TemplateDataSource, args: unknown[], result: () => T): Promise<T> => {
    calls.push({ method, args });
    if (options.hang?.includes(method)) return new Promise<T>(() => {});
    return new Promise<T>((resolve, reject) => {
      const settle = () => {
        if (options.fail?.includes(method)) {
          reject(new Error(options.failMessage ?? 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى'));
          return;
        }
        try {
          resolve(structuredClone(result()));
        } catch (error) {
          reject(error);
        }
      };
      if (options.delay) setTimeout(settle, options.delay);
      else queueMicrotask(settle);
    });
  };
  // The company's marked default per kind, like the server's is_default (none: the system one).
  const defaults = new Map(Object.entries(options.defaults ?? {}) as [Template['kind'], number][]);
  const summaries = () =>
    templates.map(({ id, name, kind, system }): TemplateSummary => {
      const marked = defaults.get(kind);
      const live = templates.some((t) => t.id === marked && !t.system);
      return { id, name, kind, system, isDefault: system ? !live : live && marked === id };
    });
  const find = (id: number) => {
    const template = templates.find((t) => t.id === id);
    if (!template) throw new Error('القالب غير موجود');
    return template;
  };

  const source: MemoryDataSource = {
    calls,
    templates,
    files,
    getTemplate: (id) => answer('getTemplate', [id], () => find(id)),
    getLatest: () =>
      answer('getLatest', [], () => {
        const own = templates.filter((t) => !t.system);
        return own.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;
      }),
    listTemplates: () => answer('listTemplates', [], summaries),
    setDefaultTemplate: (id) =>
      answer('setDefaultTemplate', [id], () => {
        const template = find(id);
        if (template.system) defaults.delete(template.kind);
        else defaults.set(template.kind, template.id);
        return summaries();
      }),
    createTemplate: (input) =>
      answer('createTemplate', [input], () => {
        const template: Template = {
          id: nextId++,
          name: input.name.trim(),
          kind: input.kind ?? 'CONTRACT',
          system: false,
          imageKey: input.imageKey ?? null,
          fields: input.fields,
          updatedAt: stamp(),
        };
        templates.push(template);
        return template;
      }),
    updateTemplate: (id, input) =>
      answer('updateTemplate', [id, input], () => {
        const template = find(id);
        template.name = input.name ?? DEFAULT_TEMPLATE_NAME;
        if (input.imageKey !== undefined) template.imageKey = input.imageKey;
        template.fields = input.fields;
        template.updatedAt = stamp();
        return null;
      }),
    deleteTemplate: (id) =>
      answer('deleteTemplate', [id], () => {
        const template = find(id);
        if (template.system) throw new Error('لا يمكن حذف قالب النظام');
        templates.splice(templates.indexOf(template), 1);
        return null;
      }),
  };
  if (options.uploads || options.files) {
    source.uploadImage = async (file) => {
      const url = await readFileAsDataUrl(file);
      return answer('uploadImage', [file], (): UploadedFile => {
        const key = fileKey();
        files.set(key, url);
        return { key, url };
      });
    };
    source.imageUrl = (key) =>
      answer('imageUrl', [key], () => {
        const url = files.get(key);
        if (!url) throw new Error('الملف غير موجود');
        return url;
      });
  }
  return source;
}
