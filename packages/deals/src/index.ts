/**
 * @cc/deals: contracts and authorizations (lists, new-contract / new-authorization, the deal's page with
 * payments and rescheduling). Mount the pages of {@link dealRoutes} with one {@link createDealsApi} per
 * kind, and import the stylesheet once: `import '@cc/deals/styles.css'` (after `@cc/ui-rtl/styles.css`
 * and `@cc/data-table/styles.css`).
 *
 * @example
 * ```tsx
 * const apis = { contracts: createDealsApi(client, 'contracts'), authorizations: createDealsApi(client, 'authorizations') };
 * const children = dealRoutes.map(({ path, kind, Page }) => ({ path, element: <Page api={apis[kind]} kind={kind} /> }));
 * ```
 */

/** Data access: the interface the screens take and its api-client implementation. */
export { createDealsApi, type DealsApi, type DealsKind } from './api';
/** The cancel flow: a required reason, then a confirmation. */
export { CancelDealDialog, type CancelDealDialogProps } from './cancel-deal-dialog';
/** The list's columns and filters. */
export { DEAL_COLUMNS } from './deal-columns';
/** Pure form rules: values → the API body, validation, the schedule preview. */
export {
  type DealFormErrors,
  type DealFormField,
  type DealFormValues,
  EMPTY_DEAL_VALUES,
  previewSchedule,
  type SchedulePreview,
  templateChoices,
  templateKindOf,
  validateDealValues,
  valuesToInput,
} from './deal-form-values';
/** Display parts: amounts with currency, the plan status badge, the instalments table. */
export {
  DateText,
  InstallmentsTable,
  type InstallmentsTableProps,
  Money,
  PlanStatusBadge,
} from './deal-parts';
export { DealRowActions, type DealRowActionsProps } from './deal-row-actions';
/** The screens (no entry checks; the pages add them). */
export { DealViewScreen, type DealViewScreenProps } from './deal-view-screen';
export { DealsListScreen, type DealsListScreenProps } from './deals-list-screen';
/** Demo data (stories, tests, demos). */
export {
  DEMO_BRANCHES,
  DEMO_COMPANY,
  DEMO_PENDING_CARS,
  DEMO_PERSONS,
  DEMO_TEMPLATES,
  demoDeals,
  demoPayments,
} from './demo-deals';
/** In-memory data access for stories, tests and demos. */
export {
  createMemoryDealsApi,
  type MemoryDealsApi,
  type MemoryDealsCall,
  type MemoryDealsOptions,
} from './memory-api';
/** Every Arabic text of the package. */
export { DEALS_MESSAGES } from './messages';
/** Amount helpers: API decimal text → minor units, display with currency, the company's rounding step. */
export { minorOf, roundingStepOf } from './money';
export { NewDealScreen, type NewDealScreenProps } from './new-deal-screen';
/** The feature's link targets (view, print, new). */
export { dealPaths } from './paths';
export { PaymentDialog, type PaymentDialogProps } from './payment-dialog';
export { RescheduleDialog, type RescheduleDialogProps } from './reschedule-dialog';
export { ReversePaymentDialog, type ReversePaymentDialogProps } from './reverse-payment-dialog';
/** The pages (with their entry checks) and the route descriptors for the app. */
export {
  type DealRoute,
  DealsListPage,
  type DealsPageProps,
  DealViewPage,
  dealRoutes,
  NewDealPage,
} from './routes';
export { SchedulePreviewTable, type SchedulePreviewTableProps } from './schedule-preview';
