import {
  FILE_KEY_PATTERN,
  type FieldError,
  type Template,
  type TemplateItem,
  type TemplateSummary,
  type templateCreateInputSchema,
  type templateUpdateInputSchema,
} from '@cc/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { MSG } from '../../messages';
import * as repo from './repository';

const publicTemplate = ({ companyId: _companyId, ...template }: repo.TemplateRow): Template => template;

/** What the audit log keeps of a template: never the items themselves (up to 8 MB). */
const summary = (t: { name: string; kind?: string; imageKey?: string | null; fields: unknown[] }) => ({
  name: t.name,
  ...(t.kind ? { kind: t.kind } : {}),
  ...(t.imageKey !== undefined ? { imageKey: t.imageKey } : {}),
  itemCount: t.fields.length,
});

/**
 * Print templates (docs/domain/templates.md). Every company member reads the system templates and the company's;
 * the company account writes its own; only the super administrator changes system templates.
 */
export function createTemplatesService(db: Db) {
  /** Every file key named by the template (background and image items) must be the company's upload. */
  async function checkFileKeys(
    tx: Executor,
    companyId: number | null,
    imageKey: string | null,
    fields: TemplateItem[],
  ): Promise<void> {
    const named: { field: string; key: string }[] = [];
    if (imageKey) named.push({ field: 'imageKey', key: imageKey });
    fields.forEach((item, i) => {
      if (item.src && FILE_KEY_PATTERN.test(item.src))
        named.push({ field: `fields.${i}.src`, key: item.src });
    });
    if (named.length === 0) return;
    const found =
      companyId === null
        ? new Set<string>()
        : await repo.existingFileKeys(tx, companyId, [...new Set(named.map((n) => n.key))]);
    const errors: FieldError[] = named
      .filter((n) => !found.has(n.key))
      .map((n) => ({
        field: n.field,
        message: companyId === null ? MSG.systemTemplateNoFiles : MSG.fileNotFound,
      }));
    if (errors.length > 0) throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, errors);
  }

  return {
    /** A system template or the company's own; anything else is 404. */
    async get(ctx: RequestContext, id: number): Promise<Template> {
      const template = await repo.findTemplate(db, id, companyOf(ctx));
      if (!template) throw notFound(MSG.templateNotFound);
      return publicTemplate(template);
    },

    async latest(ctx: RequestContext): Promise<Template | null> {
      const template = await repo.latestCompanyTemplate(db, companyOf(ctx));
      return template ? publicTemplate(template) : null;
    },

    list(ctx: RequestContext): Promise<TemplateSummary[]> {
      return repo.listTemplates(db, companyOf(ctx));
    },

    async create(ctx: RequestContext, input: z.output<typeof templateCreateInputSchema>): Promise<Template> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        await checkFileKeys(tx, companyId, input.imageKey, input.fields);
        const template = await repo.insertTemplate(tx, {
          companyId,
          name: input.name,
          kind: input.kind,
          imageKey: input.imageKey,
          fields: input.fields,
          updatedBy: ctx.userId,
        });
        await audited(tx, ctx, {
          action: 'TEMPLATE_CREATED',
          entity: 'template',
          entityId: template.id,
          changes: { after: summary(template) },
        });
        return publicTemplate(template);
      });
    },

    /**
     * Saves name, items and (when given) the background `imageKey`. The company account saves its own templates; a system template only the
     * super administrator (others: 403, the designer saves a copy instead). Another company's: 404.
     */
    async update(
      ctx: RequestContext,
      id: number,
      input: z.output<typeof templateUpdateInputSchema>,
    ): Promise<Template> {
      return db.transaction(async (tx) => {
        const before = await repo.findTemplate(tx, id, ctx.companyId, true);
        if (!before) throw notFound(MSG.templateNotFound);
        if (before.system && ctx.kind !== 'SUPER_ADMIN') throw forbidden(MSG.systemTemplateReadOnly);
        if (!before.system && ctx.kind !== 'COMPANY') throw forbidden();
        // Absent keeps the background; only a key being set is checked (the kept one was checked when set).
        const imageKey = input.imageKey === undefined ? before.imageKey : input.imageKey;
        const newKey = imageKey !== before.imageKey ? imageKey : null;
        await checkFileKeys(tx, before.companyId, newKey, input.fields);
        const after = await repo.updateTemplate(tx, id, {
          name: input.name,
          imageKey,
          fields: input.fields,
          updatedBy: ctx.userId,
        });
        await audited(tx, ctx, {
          action: 'TEMPLATE_UPDATED',
          entity: 'template',
          entityId: id,
          companyId: before.companyId,
          changes: { before: summary(before), after: summary(after) },
        });
        return publicTemplate(after);
      });
    },

    /**
     * Makes a template the default of its kind for the company: a company one is marked (the previous
     * default unmarked), a system one clears the company's mark (the system one is the default when none is
     * marked). One default per company and kind: the kind's rows are locked, and the partial unique index
     * decides a race. Answers the list, as GET /templates/company.
     */
    async setDefault(ctx: RequestContext, id: number): Promise<TemplateSummary[]> {
      const companyId = companyOf(ctx);
      try {
        await db.transaction(async (tx) => {
          const template = await repo.findTemplate(tx, id, companyId);
          if (!template) throw notFound(MSG.templateNotFound);
          const before = await repo.defaultOf(tx, companyId, template.kind, true);
          const after = template.system ? null : template.id;
          if (before === after) return;
          await repo.setDefault(tx, companyId, template.kind, after);
          await audited(tx, ctx, {
            action: 'TEMPLATE_DEFAULT_SET',
            entity: 'template',
            entityId: id,
            changes: {
              before: { kind: template.kind, defaultTemplateId: before },
              after: { kind: template.kind, defaultTemplateId: after },
            },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'templates_one_default_per_kind_key'))
          throw conflict(MSG.templateDefaultRace);
        throw error;
      }
      return repo.listTemplates(db, companyId);
    },

    /** Deletes a company template no deal uses (409 otherwise); system templates are never deleted (403). */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      const companyId = companyOf(ctx);
      try {
        await db.transaction(async (tx) => {
          const template = await repo.findTemplate(tx, id, companyId, true);
          if (!template) throw notFound(MSG.templateNotFound);
          if (template.system) throw forbidden(MSG.systemTemplateNotDeletable);
          if (await repo.templateInUse(tx, id)) throw conflict(MSG.templateInUse);
          await repo.deleteTemplate(tx, id);
          await audited(tx, ctx, {
            action: 'TEMPLATE_DELETED',
            entity: 'template',
            entityId: id,
            changes: { before: summary(template) },
          });
        });
      } catch (error) {
        // A deal took the template between the check and the delete: the foreign key refuses it.
        if (isForeignKeyViolation(error)) throw conflict(MSG.templateInUse);
        throw error;
      }
    },
  };
}
