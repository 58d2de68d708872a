import {
  endpoints,
  FILE_KEY_PATTERN,
  type FieldError,
  SERVER_MESSAGES as MSG,
  type Template,
  type TemplateItem,
  type TemplateSummary,
} from '@cc/contracts';
import type { FakeDb } from '../db';
import { FAKE_MESSAGES, type FakeCaller, FakeFailure, type FakeRoute, notFound, route } from '../fake-api';

/**
 * Print templates as the server answers them: the system ones (every member reads them, only the super
 * administrator changes them, never deleted) and the company's own (the company account writes them; one
 * a deal uses is not deleted); every file key a template names must be an upload of the company.
 */
export function templateRoutes(db: FakeDb): FakeRoute[] {
  const find = (id: number, caller: FakeCaller) => {
    const template = db.templates.find((t) => t.id === id);
    // The super administrator belongs to no company: it sees the system templates only.
    if (!template || (caller.kind === 'superAdmin' && !template.system)) throw notFound(MSG.templateNotFound);
    return template;
  };
  const checkFiles = (system: boolean, imageKey: string | null, fields: readonly TemplateItem[]) => {
    const named = [
      ...(imageKey ? [{ field: 'imageKey', key: imageKey }] : []),
      ...fields.flatMap((item, i) =>
        item.src && FILE_KEY_PATTERN.test(item.src) ? [{ field: `fields.${i}.src`, key: item.src }] : [],
      ),
    ];
    const errors: FieldError[] = named
      .filter((n) => system || !db.files.has(n.key))
      .map((n) => ({ field: n.field, message: system ? MSG.systemTemplateNoFiles : MSG.fileNotFound }));
    if (errors.length > 0) throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', errors);
  };
  const stamp = (before?: string) => {
    const now = db.now().getTime();
    const after = before ? Math.max(now, Date.parse(before) + 1) : now;
    return new Date(after).toISOString();
  };
  /** The company's marked default of a kind when it still exists, else none (the system one). */
  const markedOf = (kind: Template['kind']) => {
    const id = db.defaultTemplates.get(kind);
    return db.templates.some((t) => t.id === id && !t.system && t.kind === kind) ? id : undefined;
  };
  const summaryOf = ({ id, name, kind, system }: Template): TemplateSummary => ({
    id,
    name,
    kind,
    system,
    isDefault: system ? markedOf(kind) === undefined : markedOf(kind) === id,
  });
  const list = () =>
    [...db.templates].sort((a, b) => Number(b.system) - Number(a.system) || a.id - b.id).map(summaryOf);
  return [
    route(endpoints.templates.list, () => ({ data: list() })),
    route(endpoints.templates.setDefault, ({ params, caller }) => {
      const template = find(params.id, caller);
      if (template.system) db.defaultTemplates.delete(template.kind);
      else db.defaultTemplates.set(template.kind, template.id);
      return { data: list(), message: MSG.templateDefaultSet };
    }),
    route(endpoints.templates.latest, () => {
      const own = db.templates
        .filter((t) => !t.system)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
      return { data: own[0] ? structuredClone(own[0]) : null };
    }),
    route(endpoints.templates.get, ({ params, caller }) => ({
      data: structuredClone(find(params.id, caller)),
    })),
    route(endpoints.templates.create, ({ body }) => {
      checkFiles(false, body.imageKey ?? null, body.fields);
      const template: Template = {
        id: db.nextId('templates'),
        name: body.name,
        kind: body.kind ?? 'CONTRACT',
        system: false,
        imageKey: body.imageKey ?? null,
        fields: body.fields,
        updatedAt: stamp(),
      };
      db.templates.push(template);
      return { data: structuredClone(template), message: MSG.templateCreated };
    }),
    route(endpoints.templates.update, ({ params, body, caller }) => {
      const template = find(params.id, caller);
      if (template.system && caller.kind !== 'superAdmin')
        throw new FakeFailure(403, MSG.systemTemplateReadOnly, 'FORBIDDEN');
      if (!template.system && caller.kind !== 'companyAccount')
        throw new FakeFailure(403, FAKE_MESSAGES.forbidden, 'FORBIDDEN');
      const imageKey = body.imageKey === undefined ? template.imageKey : body.imageKey;
      checkFiles(template.system, imageKey !== template.imageKey ? imageKey : null, body.fields);
      Object.assign(template, {
        name: body.name,
        imageKey,
        fields: body.fields,
        updatedAt: stamp(template.updatedAt),
      });
      return { data: structuredClone(template), message: MSG.templateSaved };
    }),
    route(endpoints.templates.remove, ({ params, caller }) => {
      const template = find(params.id, caller);
      if (template.system) throw new FakeFailure(403, MSG.systemTemplateNotDeletable, 'FORBIDDEN');
      if (db.deals.some((d) => d.templateId === template.id)) throw new FakeFailure(409, MSG.templateInUse);
      db.templates.splice(db.templates.indexOf(template), 1);
      return { data: null, message: MSG.templateDeleted };
    }),
  ];
}
