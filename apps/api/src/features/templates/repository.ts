import type { Template, TemplateItem, TemplateKind, TemplateSummary } from '@cc/contracts';
import { and, asc, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { deals, files, templates } from '../../db/schema';

const columns = {
  id: templates.id,
  companyId: templates.companyId,
  name: templates.name,
  kind: templates.kind,
  system: templates.system,
  imageKey: templates.imageKey,
  fields: templates.fields,
  updatedAt: templates.updatedAt,
};
type Row = {
  id: number;
  companyId: number | null;
  name: string;
  kind: TemplateKind;
  system: boolean;
  imageKey: string | null;
  fields: unknown[];
  updatedAt: Date;
};

export type TemplateRow = Template & { companyId: number | null };

const toTemplate = (row: Row): TemplateRow => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  kind: row.kind,
  system: row.system,
  imageKey: row.imageKey,
  fields: row.fields as TemplateItem[],
  updatedAt: row.updatedAt.toISOString(),
});

/** A system template or one of the company's (companyId null: system ones only). */
const visibleTo = (companyId: number | null) =>
  companyId === null
    ? isNull(templates.companyId)
    : or(isNull(templates.companyId), eq(templates.companyId, companyId));

export async function findTemplate(
  db: Executor,
  id: number,
  companyId: number | null,
  lock = false,
): Promise<TemplateRow | null> {
  const query = db
    .select(columns)
    .from(templates)
    .where(and(eq(templates.id, id), visibleTo(companyId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toTemplate(row) : null;
}

/** The company template changed last (the designer opens it first), or null. */
export async function latestCompanyTemplate(db: Executor, companyId: number): Promise<TemplateRow | null> {
  const [row] = await db
    .select(columns)
    .from(templates)
    .where(eq(templates.companyId, companyId))
    .orderBy(desc(templates.updatedAt), desc(templates.id))
    .limit(1);
  return row ? toTemplate(row) : null;
}

const own = alias(templates, 'own');

/**
 * System templates first, then the company's, each by id. `isDefault`: the company's marked one of the
 * kind, else (none marked) the system one.
 */
export function listTemplates(db: Executor, companyId: number): Promise<TemplateSummary[]> {
  const companyDefault = db
    .select({ one: sql`1` })
    .from(own)
    .where(and(eq(own.companyId, companyId), eq(own.kind, templates.kind), eq(own.isDefault, true)));
  return db
    .select({
      id: templates.id,
      name: templates.name,
      kind: templates.kind,
      system: templates.system,
      isDefault: sql<boolean>`case when ${templates.system} then not exists (${companyDefault}) else ${templates.isDefault} end`,
    })
    .from(templates)
    .where(visibleTo(companyId))
    .orderBy(desc(templates.system), asc(templates.id));
}

/** The company's marked default of a kind, or null; `lock` locks the company's templates of the kind. */
export async function defaultOf(
  db: Executor,
  companyId: number,
  kind: TemplateKind,
  lock = false,
): Promise<number | null> {
  const query = db
    .select({ id: templates.id, isDefault: templates.isDefault })
    .from(templates)
    .where(and(eq(templates.companyId, companyId), eq(templates.kind, kind)));
  const rows = lock ? await query.for('update') : await query;
  return rows.find((r) => r.isDefault)?.id ?? null;
}

/** Makes `id` the company's default of `kind`, or clears it (null: the system one is the default). */
export async function setDefault(
  db: Executor,
  companyId: number,
  kind: TemplateKind,
  id: number | null,
): Promise<void> {
  // Two statements: the partial unique index is checked row by row, so clear before setting.
  await db
    .update(templates)
    .set({ isDefault: false })
    .where(and(eq(templates.companyId, companyId), eq(templates.kind, kind), eq(templates.isDefault, true)));
  if (id !== null)
    await db
      .update(templates)
      .set({ isDefault: true })
      .where(and(eq(templates.companyId, companyId), eq(templates.id, id)));
}

export async function insertTemplate(
  db: Executor,
  values: {
    companyId: number;
    name: string;
    kind: TemplateKind;
    imageKey: string | null;
    fields: TemplateItem[];
    updatedBy: number;
  },
): Promise<TemplateRow> {
  const [row] = await db
    .insert(templates)
    .values({ ...values, system: false })
    .returning(columns);
  return toTemplate(row!);
}

export async function updateTemplate(
  db: Executor,
  id: number,
  values: { name: string; imageKey: string | null; fields: TemplateItem[]; updatedBy: number },
): Promise<TemplateRow> {
  const [row] = await db
    .update(templates)
    .set({ ...values, updatedAt: sql`greatest(now(), ${templates.updatedAt} + interval '1 millisecond')` })
    .where(eq(templates.id, id))
    .returning(columns);
  return toTemplate(row!);
}

export async function deleteTemplate(db: Executor, id: number): Promise<void> {
  await db.delete(templates).where(eq(templates.id, id));
}

/** Whether any deal (cancelled ones included: they are kept and printable) uses the template. */
export async function templateInUse(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: deals.id }).from(deals).where(eq(deals.templateId, id)).limit(1);
  return row !== undefined;
}

/** The keys among `keys` that are the company's uploaded images (a PDF document is no template image). */
export async function existingFileKeys(
  db: Executor,
  companyId: number,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.key, keys), like(files.contentType, 'image/%')));
  return new Set(rows.map((r) => r.key));
}
