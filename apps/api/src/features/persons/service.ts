import type { ListEnvelope, Person, PersonInput, PersonListQuery } from '@cc/contracts';
import { normalizeIdentifier, normalizeIraqiPhone } from '@cc/domain';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { personSearchText } from '../../lib/derived-columns';
import { AppError, conflict, notFound } from '../../lib/errors';
import { pageEnvelope } from '../../lib/paging';
import { MSG } from '../../messages';
import * as repo from './repository';

const nationalIdTaken = () =>
  new AppError(409, 'CONFLICT', MSG.personDuplicate, [{ field: 'nationalId', message: MSG.nationalIdTaken }]);

/** The stored columns of an input: phone normalised (400 field error when not an Iraqi mobile). */
export function personValues(input: PersonInput): repo.PersonValues {
  let phone: string | null = null;
  if (input.phone) {
    phone = normalizeIraqiPhone(input.phone);
    if (!phone) {
      throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, [
        { field: 'phone', message: MSG.invalidPhone },
      ]);
    }
  }
  const nationalId = input.nationalId ? normalizeIdentifier(input.nationalId) || null : null;
  const values = {
    fullName: input.fullName,
    phone,
    nationalId,
    address: input.address || null,
    notes: input.notes || null,
  };
  return { ...values, searchText: personSearchText(values) };
}

async function withUniqueness<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'persons_company_national_id_key')) throw nationalIdTaken();
    throw error;
  }
}

export function createPersonsService(db: Db) {
  return {
    async list(ctx: RequestContext, query: PersonListQuery): Promise<ListEnvelope<Person>> {
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      return pageEnvelope(await repo.listPage(db, companyOf(ctx), filters, request), request);
    },

    async get(ctx: RequestContext, id: number): Promise<Person> {
      const person = await repo.findById(db, companyOf(ctx), id);
      if (!person) throw notFound(MSG.personNotFound);
      return person;
    },

    async create(ctx: RequestContext, input: PersonInput): Promise<Person> {
      const companyId = companyOf(ctx);
      const values = personValues(input);
      return withUniqueness(() =>
        db.transaction(async (tx) => {
          if (values.nationalId && (await repo.nationalIdTaken(tx, companyId, values.nationalId))) {
            throw nationalIdTaken();
          }
          const person = await repo.insert(tx, companyId, ctx.userId, values);
          await audited(tx, ctx, {
            action: 'PERSON_CREATED',
            entity: 'person',
            entityId: person.id,
            changes: { after: person },
          });
          return person;
        }),
      );
    },

    async update(ctx: RequestContext, id: number, input: PersonInput): Promise<Person> {
      const companyId = companyOf(ctx);
      const values = personValues(input);
      return withUniqueness(() =>
        db.transaction(async (tx) => {
          const before = await repo.findById(tx, companyId, id, true);
          if (!before) throw notFound(MSG.personNotFound);
          if (values.nationalId && (await repo.nationalIdTaken(tx, companyId, values.nationalId, id))) {
            throw nationalIdTaken();
          }
          const person = await repo.update(tx, companyId, id, values);
          await audited(tx, ctx, {
            action: 'PERSON_UPDATED',
            entity: 'person',
            entityId: id,
            changes: { before, after: person },
          });
          return person;
        }),
      );
    },

    /** 409 while any deal names the person (the composite foreign keys refuse it too). */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      const companyId = companyOf(ctx);
      await db.transaction(async (tx) => {
        const person = await repo.findById(tx, companyId, id, true);
        if (!person) throw notFound(MSG.personNotFound);
        if (await repo.isReferenced(tx, companyId, id)) throw conflict(MSG.personInUse);
        await repo.remove(tx, companyId, id);
        await audited(tx, ctx, {
          action: 'PERSON_DELETED',
          entity: 'person',
          entityId: id,
          changes: { before: person },
        });
      });
    },
  };
}
