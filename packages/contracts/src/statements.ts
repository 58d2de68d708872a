import { z } from 'zod';
import { dataEnvelope, recordIdSchema } from './common';
import { DEAL_CURRENCIES, DEAL_KINDS, INSTALLMENT_STATUSES } from './deals';
import { STATEMENT_ENTRY_KINDS } from './report-enums';

export {
  STATEMENT_ENTRY_KINDS,
  STATEMENT_ENTRY_LABELS_AR,
  type StatementEntryKind,
} from './report-enums';

/**
 * Statements of account (كشف حساب, docs/domain/statements.md): per deal, or per account card over all its
 * deals, every schedule line with what was paid of it, every ledger entry with the balance after it, and
 * the totals per currency (IQD and USD never added).
 */

const money = z.string();

/** One deal's part of a statement. */
export const statementDealSchema = z.object({
  dealId: z.number().int(),
  dealKind: z.enum(DEAL_KINDS),
  contractNumber: z.number().int(),
  contractDate: z.string(),
  currency: z.enum(DEAL_CURRENCIES),
  status: z.string(),
  car: z.object({ name: z.string(), plateNumber: z.string().nullable() }),
  /** The schedule: each line's due date, amount, what was paid of it and what remains. */
  installments: z.array(
    z.object({
      sequence: z.number().int(),
      dueDate: z.string(),
      amount: money,
      paid: money,
      remaining: money,
      status: z.enum(INSTALLMENT_STATUSES),
      /** What a repossession wrote off of the line (part of `paid`, never money received); absent if none. */
      writtenOff: money.optional(),
    }),
  ),
  /** The ledger in the order it was written: the sale, then every entry with the balance after it. */
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(STATEMENT_ENTRY_KINDS),
      /** The receipt (or voucher) number of a ledger entry; null for the sale and late-fee lines. */
      number: z.number().int().nullable(),
      /** What the entry adds to what is owed, and what it takes off (one of the two is '0'). */
      debit: money,
      credit: money,
      balance: money,
      note: z.string().nullable(),
    }),
  ),
  /** `charges`: late fees standing (not waived), part of the balance. */
  totals: z.object({
    debit: money,
    credit: money,
    balance: money,
    paid: money,
    discount: money,
    charges: money,
    /** Written off by a repossession (standing), and handed back to the buyer (standing refunds). */
    writtenOff: money,
    refunded: money,
  }),
});
export type StatementDeal = z.infer<typeof statementDealSchema>;

/** A statement: whose, on which day, its deals, and the totals per currency. */
export const statementSchema = z.object({
  /** The account card (the buyer of a deal's statement). */
  person: z.object({
    id: z.number().int(),
    fullName: z.string(),
    phone: z.string().nullable(),
    nationalId: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** The company's day it was made on. */
  today: z.string(),
  deals: z.array(statementDealSchema),
  totals: z.array(
    z.object({ currency: z.enum(DEAL_CURRENCIES), debit: money, credit: money, balance: money }),
  ),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementDealParams = z.object({ id: recordIdSchema('رقم العقد غير صالح') });
export const statementPersonParams = z.object({ id: recordIdSchema('رقم الحساب غير صالح') });
export const statementResponseSchema = dataEnvelope(statementSchema);
