/**
 * @cc/business: the business pieces several features share, between the platform and the features, so
 * the deal page, the account card and the payments desk use one of each. Each piece reads and writes
 * through `@cc/resources` (a mutation refreshes every screen showing the same data). Import the
 * stylesheet once: `import '@cc/business/styles.css'` (after `@cc/ui-rtl/styles.css`).
 *
 * @example
 * ```tsx
 * <PaymentsTable payments={payments} onReverse={isCompany ? setReversing : undefined} />
 * <PaymentDialog plan={deal.paymentPlan} open={paying} onOpenChange={setPaying} />
 * <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />
 * ```
 */

/** What a plan's unpaid instalments owe, and the amount a payment starts from. */
export { amountDue, type DueInstallment, owedLateFees } from './amount-due';
/** The branch picker (GET /branches). */
export { BranchPicker, type BranchPickerProps } from './branch-picker';
/** The car picker (GET /car of one status, Pending by default). */
export { CarPicker, type CarPickerProps, carLabel } from './car-picker';
/** Recording a payment (POST /payments with an Idempotency-Key). */
export { useCompanyToday, useTodayField } from './company-today';
/** A deal's kind beside its number ('وكالة 4'), wherever both kinds are listed. */
export { DealNumber } from './deal-number';
/** The contracts and authorizations of a person or a car. */
export { type DealsOfQuery, useDealsOf } from './deals-of';
/** A table of deals (kind, number linking to the deal, date, the caller's columns, status). */
export { type DealColumn, DealsTable, type DealsTableProps, dealPath } from './deals-table';
/** The instalments of a plan with statuses and overdue marks. */
export type { DiscountDialogProps } from './discount-dialog';
/** Every Arabic text of the package. */
export { newIdempotencyKey, PLAN_BUSY_RETRIES, planBusyRetry } from './idempotency';
export { InstallmentsTable, type InstallmentsTableProps } from './installments-table';
/**
 * The form dialogs (payment, reversal, discount, reason, new account card): each loads its code when it
 * first opens (docs/architecture.md, "Bundle budget").
 */
export {
  DiscountDialog,
  PaymentDialog,
  PersonDialog,
  ReasonDialog,
  ReminderDialog,
  ReversePaymentDialog,
} from './lazy-dialogs';
export { BUSINESS_MESSAGES } from './messages';
/** An amount in its record's currency and a date, isolated from the Arabic around them. */
export { DateText, Money, type MoneyProps } from './money';
/** A payment's printable receipt link target. */
export { receiptPath } from './paths';
export type { PaymentDialogProps } from './payment-dialog';
/** A ledger: reversed payments struck 'ملغاة', reversal entries 'قيد عكس', receipt links, 'عكس'. */
export { HandedOver, PaymentMarks, PaymentsTable, type PaymentsTableProps } from './payments-table';
/** A new account card in place (POST /persons). */
export type { PersonDialogProps } from './person-dialog';
/** The person picker (GET /persons), with 'إضافة حساب جديد'. */
export { PersonPicker, type PersonPickerProps, personLabel } from './person-picker';
/** A ledger row's print action, named for the document it opens. */
export { printEntryAction } from './print-action';
export type { ReasonBody, ReasonDialogProps } from './reason-dialog';
/** A feature's new-record and edit-record page: the loaded record, the contract-checked form, save and back. */
export { RecordFormPage, type RecordFormPageProps } from './record-form-page';
/** A record's history: who changed what and when, paged (GET /history). */
export { RecordHistory, type RecordHistoryProps } from './record-history';
/** A feature's list page: the table, each row's view, edit and delete (after a confirmation). */
export { RecordListPage, type RecordListPageProps } from './record-list-page';
/** Reminders to a deal's buyer and guarantor with WhatsApp and SMS links, each opened one logged. */
export { ReminderList, type ReminderTarget } from './reminder-list';
/** Reversing a payment (the company account). */
export type { ReversePaymentDialogProps } from './reverse-payment-dialog';
/** The record of the route's `:id` for a page (and a feature's record page), or its loading state / failure. */
export {
  RecordHeader,
  type RecordHeaderProps,
  RecordViewPage,
  type RecordViewPageProps,
  RouteRecord,
  type RouteRecordProps,
} from './route-record';
/** A picker's settled search keyword. */
export { useDebouncedValue, useKeywordSearch } from './search-select';
/** Plan and instalment statuses as badges with the contracts' labels. */
export { InstallmentStatusBadge, PlanStatusBadge } from './status-badges';
/** The print-template picker and its choices (the company's default of a kind, else the system one). */
export {
  TemplatePicker,
  type TemplatePickerProps,
  templateChoices,
  useTemplateChoices,
} from './template-picker';
