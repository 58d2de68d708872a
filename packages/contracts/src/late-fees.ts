import {
  type Currency,
  chargeState,
  type IsoDate,
  type LateFeeRule,
  type MinorUnits,
  normalizeDigits,
  parseMoney,
  toMajorString,
  waivedCharges,
} from '@cc/domain';
import { z } from 'zod';
import { CHARGE_STATUSES, LATE_FEE_MODES } from './collection-enums';
import { dataEnvelope, reasonBodySchema } from './common';
import { DEAL_CURRENCIES } from './deals';

export {
  CHARGE_STATUS_LABELS_AR,
  CHARGE_STATUSES,
  type ChargeStatus,
  chargedLineName,
  LATE_FEE_MODE_LABELS_AR,
  LATE_FEE_MODES,
  type LateFeeMode,
} from './collection-enums';

/**
 * Late fees (docs/domain/late-fees.md): the company's rule as the settings form edits it, and the charges
 * of a plan with their waivers. The rule in minor units is LateFeeRule of @cc/domain.
 */

/** GET /collections/late-fees: the rule with amounts in major units ('' when not set). */
export const lateFeeSettingsSchema = z.object({
  mode: z.enum(LATE_FEE_MODES),
  graceDays: z.number().int(),
  fixedIqd: z.string(),
  fixedUsd: z.string(),
  /** Percent of what is overdue, up to two decimals ('2.5'). */
  percent: z.string(),
  capIqd: z.string(),
  capUsd: z.string(),
  /** The company's day the rule was turned on; null when off. */
  since: z.string().nullable(),
});
export type LateFeeSettings = z.infer<typeof lateFeeSettingsSchema>;
export const lateFeeSettingsResponseSchema = dataEnvelope(lateFeeSettingsSchema);

const text = z.union([z.string(), z.number()]).nullish();
const typed = (v: string | number | null | undefined) =>
  normalizeDigits(String(v ?? ''))
    .replace(/[٫,]/g, (c) => (c === '٫' ? '.' : ''))
    .trim();

/** The minor units of a typed amount ('' is 0), or null when it is not a valid amount of the currency. */
function amountOf(v: string | number | null | undefined, currency: Currency): number | null {
  const t = typed(v);
  if (t === '') return 0;
  const parsed = parseMoney(t, currency);
  return parsed.ok ? parsed.value : null;
}

/** Basis points of a typed percent (0 < p ≤ 100, two decimals), or null. */
function basisPointsOf(v: string | number | null | undefined): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed(v));
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp > 0 && bp <= 10_000 ? bp : null;
}

const AMOUNT_FIELDS = [
  ['fixedIqd', 'IQD'],
  ['fixedUsd', 'USD'],
  ['capIqd', 'IQD'],
  ['capUsd', 'USD'],
] as const;

/**
 * PUT /collections/late-fees: what the form sends. Amounts are typed in major units (Arabic-Indic digits
 * and a thousands comma accepted), the percent with up to two decimals. A fixed rule needs an amount in
 * at least one currency, a percentage rule a percent above 0 and at most 100.
 */
export const lateFeeSettingsInputSchema = z
  .object(
    {
      mode: z.enum(LATE_FEE_MODES, { error: 'اختر طريقة احتساب الغرامة' }),
      graceDays: z
        .union([z.string(), z.number(), z.null()], { error: 'أيام السماح يجب أن تكون رقماً' })
        .transform((v) => (typed(v) === '' ? 0 : Number(typed(v))))
        .pipe(
          z
            .number({ error: 'أيام السماح يجب أن تكون رقماً' })
            .int('أيام السماح يجب أن تكون عدداً صحيحاً')
            .min(0, 'أيام السماح لا تكون سالبة')
            .max(365, 'أيام السماح يجب ألا تتجاوز 365 يوماً'),
        )
        .default(0),
      fixedIqd: text,
      fixedUsd: text,
      percent: text,
      capIqd: text,
      capUsd: text,
    },
    { error: 'إعدادات غرامات التأخير مطلوبة' },
  )
  .superRefine((v, ctx) => {
    if (v.mode === 'OFF') return;
    for (const [field, currency] of AMOUNT_FIELDS) {
      if (amountOf(v[field], currency) === null)
        ctx.addIssue({ code: 'custom', path: [field], message: 'المبلغ غير صالح' });
    }
    if (v.mode === 'FIXED' && !amountOf(v.fixedIqd, 'IQD') && !amountOf(v.fixedUsd, 'USD'))
      ctx.addIssue({
        code: 'custom',
        path: ['fixedIqd'],
        message: 'أدخل مبلغ الغرامة بعملة واحدة على الأقل',
      });
    if (v.mode === 'PERCENT' && basisPointsOf(v.percent) === null)
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: 'النسبة يجب أن تكون أكبر من صفر وألا تتجاوز 100، برقمين عشريين على الأكثر',
      });
  });
export type LateFeeSettingsInput = z.input<typeof lateFeeSettingsInputSchema>;

/**
 * The rule a valid input makes: `since` is kept while the rule stays on (a change of amounts does not
 * reach back), and is `today` when it is turned on.
 *
 * @example
 * ```ts
 * lateFeeRuleOf({ mode: 'FIXED', graceDays: 3, fixedIqd: '25,000' }, { mode: 'OFF' }, '2026-11-29');
 * // { mode: 'FIXED', graceDays: 3, since: '2026-11-29', amounts: { IQD: 25000, USD: 0 } }
 * ```
 */
export function lateFeeRuleOf(
  input: z.output<typeof lateFeeSettingsInputSchema>,
  before: LateFeeRule,
  today: IsoDate,
): LateFeeRule {
  if (input.mode === 'OFF') return { mode: 'OFF' };
  const since = before.mode === 'OFF' ? today : before.since;
  const graceDays = input.graceDays;
  if (input.mode === 'FIXED') {
    const amounts = { IQD: amountOf(input.fixedIqd, 'IQD') ?? 0, USD: amountOf(input.fixedUsd, 'USD') ?? 0 };
    return { mode: 'FIXED', graceDays, since, amounts };
  }
  const caps = { IQD: amountOf(input.capIqd, 'IQD') ?? 0, USD: amountOf(input.capUsd, 'USD') ?? 0 };
  return { mode: 'PERCENT', graceDays, since, basisPoints: basisPointsOf(input.percent) ?? 0, caps };
}

/** The rule as GET /collections/late-fees answers it (amounts of 0 as ''). */
export function lateFeeSettingsOf(rule: LateFeeRule): LateFeeSettings {
  const major = (v: number, c: Currency) => (v > 0 ? toMajorString(v, c) : '');
  const none = { fixedIqd: '', fixedUsd: '', percent: '', capIqd: '', capUsd: '' };
  if (rule.mode === 'OFF') return { mode: 'OFF', graceDays: 0, since: null, ...none };
  const base = { mode: rule.mode, graceDays: rule.graceDays, since: rule.since, ...none };
  if (rule.mode === 'FIXED')
    return { ...base, fixedIqd: major(rule.amounts.IQD, 'IQD'), fixedUsd: major(rule.amounts.USD, 'USD') };
  const whole = Math.floor(rule.basisPoints / 100);
  const cents = rule.basisPoints % 100;
  const percent =
    cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return { ...base, percent, capIqd: major(rule.caps.IQD, 'IQD'), capUsd: major(rule.caps.USD, 'USD') };
}

/** One late fee of a plan with what is paid of it and its waivers (newest last). */
export const planChargeSchema = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  installmentSequence: z.number().int(),
  dueDate: z.string(),
  currency: z.enum(DEAL_CURRENCIES),
  amount: z.string(),
  paidAmount: z.string(),
  remainingAmount: z.string(),
  status: z.enum(CHARGE_STATUSES),
  chargedOn: z.string(),
  waivers: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['WAIVER', 'UNWAIVE']),
      reason: z.string(),
      date: z.string(),
      byName: z.string().nullable(),
    }),
  ),
});
export type PlanCharge = z.infer<typeof planChargeSchema>;
export const planChargeListResponseSchema = dataEnvelope(z.array(planChargeSchema));
export const planChargeResponseSchema = dataEnvelope(planChargeSchema);

/** An entry of a plan's charges ledger as {@link planChargesOf} reads it; amounts in minor units. */
export interface ChargeLedgerEntry {
  readonly id: number;
  readonly planId: number;
  readonly kind: 'CHARGE' | 'WAIVER' | 'UNWAIVE';
  /** On a WAIVER or UNWAIVE: the charge it is about. */
  readonly chargeId: number | null;
  readonly installmentSequence: number;
  readonly dueDate: string;
  readonly amount: MinorUnits;
  readonly currency: Currency;
  /** The company's day of the entry. */
  readonly date: string;
  readonly reason: string | null;
  readonly byName: string | null;
}

/**
 * A plan's charges as GET /payment-plans/{id}/charges answers them, from its charges ledger and what the
 * replay settled of each standing charge (`paid`, by charge id): each with its state (waived, paid,
 * partly paid or due) and its waiver entries. The server and the fake API call it alike.
 *
 * @example
 * planChargesOf(entries, new Map([[4, 25000]]))[0].status; // 'PAID'
 */
export function planChargesOf(
  entries: readonly ChargeLedgerEntry[],
  paid: ReadonlyMap<number, MinorUnits>,
): PlanCharge[] {
  const waived = waivedCharges(entries);
  return entries
    .filter((e) => e.kind === 'CHARGE')
    .map((e) => {
      const money = (v: number) => toMajorString(v, e.currency);
      const paidAmount = waived.has(e.id) ? 0 : (paid.get(e.id) ?? 0);
      const status = chargeState({ waived: waived.has(e.id), amount: e.amount, paidAmount });
      return {
        id: e.id,
        planId: e.planId,
        installmentSequence: e.installmentSequence,
        dueDate: e.dueDate,
        currency: e.currency,
        amount: money(e.amount),
        paidAmount: money(paidAmount),
        remainingAmount: money(status === 'WAIVED' ? 0 : e.amount - paidAmount),
        status,
        chargedOn: e.date,
        waivers: entries
          .filter((w) => w.chargeId === e.id)
          .map((w) => ({
            id: w.id,
            kind: w.kind as 'WAIVER' | 'UNWAIVE',
            reason: w.reason ?? '',
            date: w.date,
            byName: w.byName,
          })),
      };
    });
}

/** Body of POST /late-fees/{id}/waive and /unwaive (company account): `{ reason }`. */
export const chargeWaiverBodySchema = reasonBodySchema('السبب');
export type ChargeWaiverBody = z.infer<typeof chargeWaiverBodySchema>;
