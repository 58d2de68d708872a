// The deals' and payments' enums and sort keys, without zod: the lists, pages and dialogs import them and so
// load no schema before a form checks its input (docs/architecture.md, "Bundle budget"). `deals.ts` and `payments.ts` build their schemas
// from them and re-export them.

export const DEAL_KINDS = ['CONTRACT', 'AUTHORIZATION'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

export const DEAL_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const SELLER_TYPES = ['COMPANY', 'PERSON'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const DEAL_CURRENCIES = ['IQD', 'USD'] as const;
export type DealCurrency = (typeof DEAL_CURRENCIES)[number];

export const PAYMENT_TYPES = ['CASH', 'INSTALLMENTS'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PLAN_STATUSES = ['ACTIVE', 'PAID', 'CANCELLED', 'REPOSSESSED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const INSTALLMENT_STATUSES = ['PENDING', 'PARTIAL', 'PAID'] as const;
export type InstallmentStatusName = (typeof INSTALLMENT_STATUSES)[number];

export const DEAL_SORT_KEYS = ['contractNumber', 'contractDate', 'price'] as const;
export type DealSortKey = (typeof DEAL_SORT_KEYS)[number];

/** The sort keys of GET /installments (the contract number is the deal's). */
export const INSTALLMENT_SORT_KEYS = ['dueDate', 'amount', 'contractNumber'] as const;

export const PAYMENT_METHODS = ['CASH', 'TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The header that makes POST /payments safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A payment taken, or the reversal of one (a new entry pointing at it; docs/domain/payments-and-reversal.md). */
export const PAYMENT_KINDS = ['PAYMENT', 'REVERSAL', 'DISCOUNT', 'WRITE_OFF', 'REFUND'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * What an entry is about: money received, a settlement discount, a repossession's write-off, or money
 * handed back to the buyer (a reversal names the one it reverses).
 */
export const LEDGER_ENTRY_KINDS = ['PAYMENT', 'DISCOUNT', 'WRITE_OFF', 'REFUND'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** The sort keys of GET /payments. */
export const PAYMENT_SORT_KEYS = ['receiptNumber', 'paidAt', 'amount'] as const;
