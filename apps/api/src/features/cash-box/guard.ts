import { CASH_BOX_MESSAGES, type Currency } from '@cc/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { MSG } from '../../messages';
import { lastClosing } from './repository';

/** Any fixed number of the product: with the user's id, serialises the writes of one cashier's boxes. */
const CASH_BOX_LOCK = 7_300_117;

/** Takes the cashier's box lock for this transaction: a closing and the cash dated into it queue. */
export async function lockBoxes(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CASH_BOX_LOCK}, ${userId})`);
}

/**
 * Cash moving a cashier's box on a day (a cash payment, a cash refund): under the box lock, refused (400
 * on `paidAt`) when that day of the box is closed already, on or before its last standing closing. The
 * day then belongs to the closing: the money is recorded today instead.
 *
 * The lock is taken shared: an entry must not pass a closing (which takes it alone, lockBoxes, and so
 * waits for the entries under way and they for it), but two entries of one cashier have nothing to keep
 * from each other, and one cashier's payments on several plans run side by side.
 */
export async function guardCashDate(
  tx: Executor,
  entry: { companyId: number; userId: number; currency: Currency; paidAt: string },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${CASH_BOX_LOCK}, ${entry.userId})`);
  const closed = await lastClosing(tx, entry.companyId, entry.userId, entry.currency);
  if (closed && entry.paidAt <= closed.day) {
    const message = CASH_BOX_MESSAGES.backdatedIntoClosed(closed.day);
    throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, [{ field: 'paidAt', message }]);
  }
}

/**
 * {@link guardCashDate} for a ledger entry about to be written, when it moves cash: a cash payment or
 * refund moves its recorder's box in the currency the drawer got; its reversal moves the same box.
 */
export async function guardEntryCash(
  tx: Executor,
  companyId: number,
  entry: {
    method: 'CASH' | 'TRANSFER';
    entryKind: string;
    currency: string;
    handedCurrency?: string | null;
    recordedBy: number | null;
  },
  paidAt: string,
): Promise<void> {
  if (entry.method !== 'CASH' || (entry.entryKind !== 'PAYMENT' && entry.entryKind !== 'REFUND')) return;
  if (entry.recordedBy === null) return;
  const currency = (entry.handedCurrency ?? entry.currency) as Currency;
  await guardCashDate(tx, { companyId, userId: entry.recordedBy, currency, paidAt });
}
