export type {
  AllocatedCharge,
  AllocatedInstallment,
  AllocatedPayment,
  Allocation,
  AllocationError,
  AllocationErrorCode,
  AllocationResult,
  AllocationTotals,
  ChargeInput,
  InstallmentInput,
  InstallmentStatus,
  PaymentInput,
  PaymentSplit,
} from './allocation';
export { allocatePayments, installmentStatus, isOverdue, planStatus } from './allocation';
export { normalizeArabic, normalizeDigits, normalizeIdentifier, stripInvisibleMarks } from './arabic-text';
export { amountInArabicWords, numberToArabicWords } from './arabic-words';
export {
  CAR_EXPENSE_KIND_LABELS,
  CAR_EXPENSE_KINDS,
  type CarExpenseKind,
  type CarProfit,
  type CurrencyAmount,
  carProfit,
  type ProfitSide,
} from './car-profit';
export {
  CASH_BOX_MESSAGES,
  type CashBoxFlows,
  type CashEntryFacts,
  type ClosingField,
  cashMovementOf,
  closingDayRefusal,
  closingTerms,
  DENOMINATIONS,
  expectedCash,
} from './cash-box';
export { CSV_BOM, type CsvColumn, csvCell, csvHeader, csvLine, csvRow, toCsv } from './csv';
export type { IsoDate } from './dates';
export {
  addDays,
  addMonthsClamped,
  DEFAULT_TIME_ZONE,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  formatLocalDateTime,
  isIsoDate,
  parseIsoDate,
  todayIn,
} from './dates';
export {
  type DateBounds,
  type DateProblem,
  dealDateBounds,
  dealDateProblems,
  EARLIEST_CONTRACT_DATE,
  paymentDateProblem,
} from './deal-dates';
export {
  type DeferredPortionField,
  type DeferredPortionInput,
  DOWN_PAYMENT_SEQUENCE,
  deferredPortions,
  deferredTotal,
  isDeferredDownLine,
  isDownPaymentLine,
  isMonthlyLine,
  MAX_DEFERRED_PORTIONS,
  scheduleLineName,
  withDownPayment,
} from './down-payment';
export type { FieldProblem, FieldsRefused, HandedMoney, ReceivedField, ReceivedInput } from './entry-amount';
export { parseEntryAmount, receivedAmount } from './entry-amount';
export {
  convertMoney,
  DEFAULT_RATE_BOUNDS,
  EXCHANGE_MESSAGES,
  type ExchangeErrorCode,
  parseDefaultExchangeRate,
  parseExchangeRate,
} from './exchange';
export {
  type ChargeEntryFacts,
  type ChargeState,
  chargeState,
  isChargeable,
  type LateFeeRule,
  lateFeeAmount,
  lateFeeDueFrom,
  standingCharges,
  unwaiveRefusal,
  type WaiverRefusalCode,
  waivedCharges,
  waiverRefusal,
} from './late-fees';
export type {
  CancelRefusalCode,
  CarStatusChange,
  DealKindCode,
  EntryFacts,
  EntryKind,
  EntryRefusal,
  EntryRefusalCode,
  LedgerEntryInput,
  PlanReplay,
  PlanStatus,
  PlanTotals,
  ReversalRefusalCode,
} from './ledger';
export {
  admitEntry,
  admitReversal,
  cancelRefusal,
  carStatusAfter,
  hasStandingEntries,
  isStanding,
  nextDueDate,
  overdueOnPlan,
  planAcceptsEntry,
  replayPlan,
  reversalRefusal,
} from './ledger';
export type { PlanAppend, StoredLine, StoredPlan } from './ledger-append';
export { appendToPlan, isAsReplayed } from './ledger-append';
export {
  ALLOCATION_MESSAGES,
  DEAL_DATES_MESSAGES,
  DEFERRED_MESSAGES,
  LATE_FEES_MESSAGES,
  LEDGER_MESSAGES,
  MESSAGES,
  MONEY_MESSAGES,
  PLAN_MESSAGES,
  REPOSSESSION_MESSAGES,
  SCHEDULE_MESSAGES,
  SETTLEMENT_MESSAGES,
} from './messages';
export type { Currency, MinorUnits, MoneyParseErrorCode, MoneyParseResult } from './money';
export {
  addMoney,
  CURRENCIES,
  DEFAULT_ROUNDING_STEPS,
  isCurrency,
  isMinorUnits,
  MINOR_DIGITS,
  MoneyRangeError,
  parseMoney,
  percentOf,
  subtractMoney,
  sumMoney,
  toMajorString,
} from './money';
export type { DigitSystem, FormatMoneyOptions } from './money-format';
export { CURRENCY_NAMES, CURRENCY_SYMBOLS, formatAmount, formatMoney } from './money-format';
export { internationalIraqiPhone, normalizeIraqiPhone } from './phone';
export type { PaymentType, PlanTerms, PlanTermsField, PlanTermsInput } from './plan-terms';
export { carStatusAtSale, planTerms, scheduleField } from './plan-terms';
export {
  REPOSSESSION_OUTCOMES,
  type RepossessionOutcome,
  type RepossessionRefusalCode,
  repossessionRefusal,
  undoRepossessionRefusal,
  writtenOffShares,
} from './repossession';
export type {
  Rescheduled,
  RescheduleFacts,
  RescheduleLine,
  RescheduleRefusal,
  RescheduleRefusalCode,
} from './reschedule';
export { planReschedule, rescheduleFacts, rescheduleRefusal } from './reschedule';
export type { Err, Ok, Result } from './result';
export type {
  ScheduledInstallment,
  ScheduleErrorCode,
  ScheduleInput,
  ScheduleResult,
} from './schedule';
export {
  generateSchedule,
  INSTALMENT_REMAINDERS,
  type InstalmentRemainder,
  MAX_INSTALLMENTS,
} from './schedule';
export {
  type SettlementField,
  type SettlementRefused,
  settlementTerms,
} from './settlement';
