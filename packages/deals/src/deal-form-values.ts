import type { CompanySettings, DealCurrency, DealInput, PaymentType, SellerType } from '@cc/contracts';
import {
  DEFAULT_ROUNDING_STEPS,
  type DeferredPortionField,
  type InstalmentRemainder,
  type MinorUnits,
  parseMoney,
} from '@cc/domain';

/** The new-deal form's values as the checks and the preview read them (text for amounts and numbers, ids of picked records). */
export interface DealFormValues {
  /** 'yyyy-MM-dd'; empty: none (required). */
  contractDate: string;
  /** The print template's id as text; empty: none chosen (printing falls back to the system one). */
  templateId: string;
  sellerType: SellerType;
  sellerId: number | null;
  buyerId: number | null;
  guarantorId: number | null;
  carId: number | null;
  branchId: string;
  notes: string;
  currency: DealCurrency;
  price: string;
  downPayment: string;
  paymentType: PaymentType;
  installmentCount: string;
  firstDueDate: string;
  /** Parts of the down payment due later (باقي المقدمة): amount text and date, as typed. */
  deferredDownPayments: { amount: string; dueDate: string }[];
}

/** A field of the form (also the name the server gives its field errors); a deferred portion's by its path. */
export type DealFormField = keyof DealFormValues | DeferredPortionField;
export type DealFormErrors = Partial<Record<DealFormField, string>>;

/** A whole number of ASCII digits, else null (the plan's count and the ids as the form holds them). */
export const toInt = (text: string): number | null => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
};

/**
 * The body of POST /contracts or /authorizations. A cash deal sends no down payment (the server records
 * the price in full); an instalment deal sends '0' when none was typed.
 *
 * @example
 * valuesToInput({ ...formToValues(EMPTY_DEAL_FORM), buyerId: 3, carId: 9, price: '12,000,000', installmentCount: '12', firstDueDate: '2025-02-01' });
 */
export function valuesToInput(values: DealFormValues): DealInput {
  const instalments = values.paymentType === 'INSTALLMENTS';
  const count = toInt(values.installmentCount);
  const input: DealInput = {
    sellerType: values.sellerType,
    sellerId: values.sellerType === 'PERSON' ? values.sellerId : null,
    buyerId: values.buyerId ?? 0,
    guarantorId: values.guarantorId,
    carId: values.carId ?? 0,
    branchId: toInt(values.branchId),
    notes: values.notes.trim() || null,
    currency: values.currency,
    price: values.price.trim(),
    paymentType: values.paymentType,
    installmentCount: instalments ? (count ?? Number.NaN) : null,
    firstDueDate: instalments ? values.firstDueDate || null : null,
  };
  if (instalments) input.downPayment = values.downPayment.trim() || '0';
  if (instalments && values.deferredDownPayments.length > 0) {
    input.deferredDownPayments = values.deferredDownPayments.map((p) => ({
      amount: p.amount.trim(),
      dueDate: p.dueDate,
    }));
  }
  if (values.contractDate) input.contractDate = values.contractDate;
  const templateId = toInt(values.templateId);
  if (templateId !== null) input.templateId = templateId;
  return input;
}

/**
 * The company's rounding step of a currency in minor units (GET /company answers major units), the value
 * the server passes to generateSchedule; the domain's default while the settings load or if they fail.
 *
 * @example
 * roundingStepOf({ roundingStepIqd: 5000, roundingStepUsd: 0.5 } as CompanySettings, 'USD'); // 50
 */
export function roundingStepOf(company: CompanySettings | undefined, currency: DealCurrency): MinorUnits {
  if (!company) return DEFAULT_ROUNDING_STEPS[currency];
  const step = parseMoney(currency === 'IQD' ? company.roundingStepIqd : company.roundingStepUsd, currency);
  return step.ok ? step.value : DEFAULT_ROUNDING_STEPS[currency];
}

/** Where the company puts the rounding's remainder (GET /company); the last instalment while it loads. */
export const remainderOf = (company: CompanySettings | undefined): InstalmentRemainder =>
  company?.instalmentRemainder ?? 'LAST';

/**
 * The new-deal form as the form kit holds it: picked records by id, amounts as the money fields store
 * them (plain decimal text), the instalment count as a number, dates as 'yyyy-MM-dd'; `null` when empty.
 */
export interface DealForm {
  contractDate: string | null;
  templateId: number | null;
  sellerType: SellerType;
  sellerId: number | null;
  buyerId: number | null;
  guarantorId: number | null;
  carId: number | null;
  branchId: number | null;
  notes: string | null;
  currency: DealCurrency;
  price: string | null;
  downPayment: string | null;
  paymentType: PaymentType;
  installmentCount: number | null;
  firstDueDate: string | null;
  deferredDownPayments: { amount: string | null; dueDate: string | null }[];
}

/** The form on entry: the company sells, IQD, instalments; the date and template filled in once known. */
export const EMPTY_DEAL_FORM: DealForm = {
  contractDate: null,
  templateId: null,
  sellerType: 'COMPANY',
  sellerId: null,
  buyerId: null,
  guarantorId: null,
  carId: null,
  branchId: null,
  notes: null,
  currency: 'IQD',
  price: null,
  downPayment: null,
  paymentType: 'INSTALLMENTS',
  installmentCount: null,
  firstDueDate: null,
  deferredDownPayments: [],
};

// A field's text: a number field holding text that is not a number keeps it (the kit reports it).
const textOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text);
  return String(value);
};

/**
 * The values the checks and the preview read, from the form's fields.
 *
 * @example
 * formToValues({ ...EMPTY_DEAL_FORM, price: '12000000', installmentCount: 12 }).installmentCount; // '12'
 */
export function formToValues(form: Partial<DealForm>): DealFormValues {
  return {
    contractDate: textOf(form.contractDate),
    templateId: textOf(form.templateId),
    sellerType: form.sellerType ?? 'COMPANY',
    sellerId: form.sellerId ?? null,
    buyerId: form.buyerId ?? null,
    guarantorId: form.guarantorId ?? null,
    carId: form.carId ?? null,
    branchId: textOf(form.branchId),
    notes: textOf(form.notes),
    currency: form.currency ?? 'IQD',
    price: textOf(form.price),
    downPayment: textOf(form.downPayment),
    paymentType: form.paymentType ?? 'INSTALLMENTS',
    installmentCount: textOf(form.installmentCount),
    firstDueDate: textOf(form.firstDueDate),
    deferredDownPayments: (form.deferredDownPayments ?? []).map((p) => ({
      amount: textOf(p?.amount),
      dueDate: textOf(p?.dueDate),
    })),
  };
}
