import type { IsoDate } from './dates';
import type { FieldProblem } from './entry-amount';
import { type Currency, type MinorUnits, parseMoney } from './money';
import { formatMoney } from './money-format';
import { type Ok, ok } from './result';

// The cash box (الصندوق, docs/domain/cash-box.md): what a cashier holds per currency, moved by the cash
// they take and hand back, and closed at the end of a day against what they count. The server, the fake
// API and the screens compute it with these.

/** The notes counted in a drawer, largest first. @example `DENOMINATIONS.IQD[0]; // 50000` */
export const DENOMINATIONS = {
  IQD: [50_000, 25_000, 10_000, 5_000, 1_000, 500, 250],
  USD: [100, 50, 20, 10, 5, 1],
} as const satisfies Record<Currency, readonly number[]>;

/** What a ledger entry is, as the cash box reads it. @example `{ entryKind: 'PAYMENT', method: 'CASH', reversal: false, amount: 500000, currency: 'IQD' }` */
export interface CashEntryFacts {
  readonly entryKind: 'PAYMENT' | 'DISCOUNT' | 'WRITE_OFF' | 'REFUND';
  readonly method: 'CASH' | 'TRANSFER';
  /** A reversal entry (it undoes the cash of the entry it reverses). */
  readonly reversal: boolean;
  /** In minor units of `currency` (the deal's). */
  readonly amount: MinorUnits;
  readonly currency: Currency;
  /** Money handed over in the other currency: that is what the drawer took. */
  readonly handedAmount?: MinorUnits | null;
  readonly handedCurrency?: Currency | null;
}

/**
 * How a ledger entry moves its cashier's box, or null when it does not: cash received (a cash payment,
 * in the currency handed over) goes in, cash handed back (a cash refund) goes out, and a reversal entry
 * undoes the cash of the entry it reverses. Transfers, discounts and write-offs move no cash.
 *
 * @example
 * ```ts
 * cashMovementOf({ entryKind: 'PAYMENT', method: 'CASH', reversal: false, amount: 655000, currency: 'IQD', handedAmount: 50000, handedCurrency: 'USD' });
 * // { currency: 'USD', amount: 50000 }
 * cashMovementOf({ entryKind: 'REFUND', method: 'CASH', reversal: false, amount: 100000, currency: 'IQD' });
 * // { currency: 'IQD', amount: -100000 }
 * ```
 */
export function cashMovementOf(entry: CashEntryFacts): { currency: Currency; amount: MinorUnits } | null {
  if (entry.method !== 'CASH') return null;
  if (entry.entryKind !== 'PAYMENT' && entry.entryKind !== 'REFUND') return null;
  const handed = entry.handedAmount && entry.handedCurrency;
  const currency = handed ? entry.handedCurrency! : entry.currency;
  const amount = handed ? entry.handedAmount! : entry.amount;
  const sign = (entry.entryKind === 'PAYMENT' ? 1 : -1) * (entry.reversal ? -1 : 1);
  return { currency, amount: sign * amount };
}

/** What a box holds and why, in minor units of one currency. @example `{ opening: 0, received: 900000, refunded: 0, handedOut: 0, handedIn: 0 }` */
export interface CashBoxFlows {
  /** What was counted at the last closing (0 before the first). */
  readonly opening: MinorUnits;
  /** Cash taken since, less the reversals of cash taken. */
  readonly received: MinorUnits;
  /** Cash handed back to buyers since (refunds), less their reversals. */
  readonly refunded: MinorUnits;
  /** Cash handed to another user since, and acknowledged from others. */
  readonly handedOut: MinorUnits;
  readonly handedIn: MinorUnits;
}

/**
 * What the drawer should hold: the opening balance, plus cash received and handed in, less cash refunded
 * and handed out.
 *
 * @example expectedCash({ opening: 100000, received: 900000, refunded: 50000, handedOut: 500000, handedIn: 0 }); // 450000
 */
export function expectedCash(flows: CashBoxFlows): MinorUnits {
  return flows.opening + flows.received - flows.refunded - flows.handedOut + flows.handedIn;
}

/** A field of a closing's body {@link closingTerms} may refuse. */
export type ClosingField = 'counted' | 'note' | 'denominations';

/** The close-day messages. */
export const CASH_BOX_MESSAGES = {
  countedInvalid: 'المبلغ المعدود غير صالح',
  noteRequired: 'يوجد فرق بين المعدود والمتوقع: اكتب ملاحظة تشرح الفرق',
  denominationsMismatch: (total: string) => `مجموع الفئات ${total} لا يساوي المبلغ المعدود`,
  denominationUnknown: 'فئة غير معروفة لهذه العملة',
  countInvalid: 'عدد الأوراق يجب أن يكون رقماً صحيحاً غير سالب',
  dayClosed: (day: string) => `أُغلق صندوق هذا اليوم (${day}) مسبقاً`,
  dayInFuture: 'لا يمكن إغلاق يوم لم يأتِ بعد',
  dayBeforeLastClosing: (day: string) => `لا يمكن إغلاق يوم قبل آخر إغلاق (${day})`,
  backdatedIntoClosed: (day: string) =>
    `أُغلق صندوق يوم ${day}: لا يمكن تسجيل دفعة نقدية بتاريخه أو قبله، سجّلها بتاريخ اليوم`,
} as const;

/**
 * A closing's figures from what was counted: the counted amount parsed in the box's currency (Arabic-
 * Indic digits read), the difference from what was expected, a note required when they differ, and the
 * optional count by denomination, which must add up to the counted amount.
 *
 * @example
 * ```ts
 * closingTerms({ expected: 900000, counted: '٨٩٥٠٠٠', note: 'نقص 5000', currency: 'IQD' });
 * // { ok: true, value: { counted: 895000, difference: -5000, denominations: null } }
 * ```
 */
export function closingTerms(input: {
  readonly expected: MinorUnits;
  readonly counted: string | number;
  readonly note?: string | null | undefined;
  readonly currency: Currency;
  /** Notes counted: the note's value (major units) → how many. */
  readonly denominations?: Readonly<Record<string, number>> | null | undefined;
}):
  | Ok<{ counted: MinorUnits; difference: MinorUnits; denominations: Record<string, number> | null }>
  | { ok: false; errors: FieldProblem<ClosingField>[] } {
  const m = CASH_BOX_MESSAGES;
  const parsed = parseMoney(input.counted, input.currency);
  if (!parsed.ok || parsed.value < 0)
    return { ok: false, errors: [{ field: 'counted', message: m.countedInvalid }] };
  const counted = parsed.value;
  const errors: FieldProblem<ClosingField>[] = [];
  let denominations: Record<string, number> | null = null;
  if (input.denominations && Object.keys(input.denominations).length > 0) {
    const allowed = new Set<number>(DENOMINATIONS[input.currency]);
    let total = 0;
    denominations = {};
    for (const [note, count] of Object.entries(input.denominations)) {
      const value = Number(note);
      if (!allowed.has(value)) {
        errors.push({ field: 'denominations', message: m.denominationUnknown });
        break;
      }
      if (!Number.isSafeInteger(count) || count < 0) {
        errors.push({ field: 'denominations', message: m.countInvalid });
        break;
      }
      if (count === 0) continue;
      denominations[String(value)] = count;
      const minor = parseMoney(String(value), input.currency);
      total += (minor.ok ? minor.value : 0) * count;
    }
    if (errors.length === 0 && total !== counted) {
      errors.push({
        field: 'denominations',
        message: m.denominationsMismatch(formatMoney(total, input.currency)),
      });
    }
  }
  const difference = counted - input.expected;
  if (difference !== 0 && !input.note?.trim()) errors.push({ field: 'note', message: m.noteRequired });
  if (errors.length > 0) return { ok: false, errors };
  return ok({ counted, difference, denominations });
}

/**
 * Why a day may not be closed, or null: not a day to come, not one before the box's last closing, not
 * one closed already.
 *
 * @example closingDayRefusal('2026-11-30', { today: '2026-11-29', lastClosed: null }); // 'لا يمكن إغلاق يوم لم يأتِ بعد'
 */
export function closingDayRefusal(
  day: IsoDate,
  box: { readonly today: IsoDate; readonly lastClosed: IsoDate | null },
): string | null {
  if (day > box.today) return CASH_BOX_MESSAGES.dayInFuture;
  if (box.lastClosed && day === box.lastClosed) return CASH_BOX_MESSAGES.dayClosed(day);
  if (box.lastClosed && day < box.lastClosed) return CASH_BOX_MESSAGES.dayBeforeLastClosing(box.lastClosed);
  return null;
}
