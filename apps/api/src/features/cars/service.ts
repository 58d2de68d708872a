import {
  type Car,
  type CarInput,
  type CarListQuery,
  carFieldsOf,
  type FieldError,
  type ListEnvelope,
} from '@cc/contracts';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { carDerivedColumns } from '../../lib/derived-columns';
import { AppError, conflict, notFound } from '../../lib/errors';
import { pageEnvelope } from '../../lib/paging';
import { signedFileUrl } from '../../lib/signed-urls';
import { MSG } from '../../messages';
import { coverKeys } from '../attachments/repository';
import * as repo from './repository';

const PLATE_ERROR: FieldError = { field: 'plateNumber', message: MSG.plateTaken };
const CHASSIS_ERROR: FieldError = { field: 'chassisNumber', message: MSG.chassisTaken };
const duplicate = (errors: FieldError[]) => new AppError(409, 'CONFLICT', MSG.carDuplicate, errors);

/** The columns a write sets: the input (absent optionals become null) and the derived search columns. */
function valuesOf(input: CarInput): repo.CarValues {
  return { ...carFieldsOf(input), ...carDerivedColumns(input) };
}

/** The descriptive fields of a car (what an audit entry records). */
function auditedFields(car: Car): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, ...fields } = car;
  return fields;
}

/** Only the fields that changed, before and after. */
function diff(before: Car, after: Car) {
  const b = auditedFields(before);
  const a = auditedFields(after);
  const keys = Object.keys(a).filter((k) => a[k] !== b[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, b[k]])),
    after: Object.fromEntries(keys.map((k) => [k, a[k]])),
  };
}

/**
 * Plate and chassis numbers are unique within the company: checked first for a friendly answer naming
 * both fields, and by the unique constraints for a concurrent write (mapped to the same answer).
 */
async function withUniqueness<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'cars_company_plate_key')) throw duplicate([PLATE_ERROR]);
    if (isUniqueViolation(error, 'cars_company_chassis_key')) throw duplicate([CHASSIS_ERROR]);
    throw error;
  }
}

async function assertUnique(
  tx: Parameters<typeof repo.findClashes>[0],
  companyId: number,
  values: repo.CarValues,
  exceptId?: number,
) {
  const clashes = await repo.findClashes(tx, companyId, values, exceptId);
  const errors: FieldError[] = [];
  if (clashes.some((c) => c.plateKey === values.plateKey)) errors.push(PLATE_ERROR);
  if (clashes.some((c) => c.chassisKey === values.chassisKey)) errors.push(CHASSIS_ERROR);
  if (errors.length > 0) throw duplicate(errors);
}

export function createCarsService(db: Db, secret: string) {
  return {
    async list(ctx: RequestContext, query: CarListQuery): Promise<ListEnvelope<Car>> {
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      const companyId = companyOf(ctx);
      const found = await repo.listPage(db, companyId, filters, request);
      // Each row's cover photo (docs/domain/attachments.md): one lookup of the page's cars on the
      // partial unique index of covers, not a join in the list's own query.
      const covers = await coverKeys(
        db,
        companyId,
        found.rows.map((c) => c.id),
      );
      const rows = found.rows.map((c) => {
        const key = covers.get(c.id);
        return { ...c, coverUrl: key ? signedFileUrl(secret, key) : null };
      });
      return pageEnvelope({ ...found, rows }, request);
    },

    async get(ctx: RequestContext, id: number): Promise<Car> {
      const car = await repo.findById(db, companyOf(ctx), id);
      if (!car) throw notFound(MSG.carNotFound);
      return car;
    },

    /** A new car is always Pending (unsold); its status then follows the deals. */
    async create(ctx: RequestContext, input: CarInput): Promise<Car> {
      const companyId = companyOf(ctx);
      const values = valuesOf(input);
      const car = await withUniqueness(() =>
        db.transaction(async (tx) => {
          await assertUnique(tx, companyId, values);
          const car = await repo.insert(tx, companyId, ctx.userId, values);
          await audited(tx, ctx, {
            action: 'CAR_CREATED',
            entity: 'car',
            entityId: car.id,
            changes: { after: auditedFields(car) },
          });
          return car;
        }),
      );
      return car;
    },

    /**
     * Only a Pending car is edited (409 otherwise), except by the company account, which may correct a
     * sold or being-paid car's descriptive fields (docs/domain/permissions.md). The status never changes here.
     */
    async update(ctx: RequestContext, id: number, input: CarInput): Promise<Car> {
      const companyId = companyOf(ctx);
      const values = valuesOf(input);
      const updated = await withUniqueness(() =>
        db.transaction(async (tx) => {
          const before = await repo.findForUpdate(tx, companyId, id);
          if (!before) throw notFound(MSG.carNotFound);
          const correction = before.status !== 'Pending';
          if (correction && ctx.kind !== 'COMPANY') throw conflict(MSG.carNotEditable);
          await assertUnique(tx, companyId, values, id);
          const car = await repo.update(tx, companyId, id, values);
          await audited(tx, ctx, {
            action: correction ? 'CAR_CORRECTED' : 'CAR_UPDATED',
            entity: 'car',
            entityId: id,
            changes: diff(before, car),
          });
          return car;
        }),
      );
      return updated;
    },

    /**
     * Only a Pending car that was never in a deal is deleted (409 otherwise, whoever asks): a deal's
     * record keeps its car, even a cancelled deal's (the car is Pending again after a cancellation).
     */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      const companyId = companyOf(ctx);
      try {
        await db.transaction(async (tx) => {
          const car = await repo.findForUpdate(tx, companyId, id);
          if (!car) throw notFound(MSG.carNotFound);
          if (car.status !== 'Pending') throw conflict(MSG.carNotDeletable);
          if (await repo.hasDeals(tx, companyId, id)) throw conflict(MSG.carHasDeals);
          await repo.remove(tx, companyId, id);
          await audited(tx, ctx, {
            action: 'CAR_DELETED',
            entity: 'car',
            entityId: id,
            changes: { before: auditedFields(car) },
          });
        });
      } catch (error) {
        // The deals' foreign key has the last word, should a deal slip in between the check and the delete.
        if (isForeignKeyViolation(error, 'deals_car_fk')) throw conflict(MSG.carHasDeals);
        throw error;
      }
    },
  };
}
