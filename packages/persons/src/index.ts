/**
 * @cc/persons: the account cards (customers) feature: account-cards, new-account,
 * account-cards/{id}/edit, account-cards/{id}/view. Mount the pages of {@link personRoutes} with the data
 * access of {@link createPersonsApi}, and import the stylesheet once: `import '@cc/persons/styles.css'`
 * (after `@cc/ui-rtl/styles.css` and `@cc/data-table/styles.css`).
 *
 * @example
 * ```tsx
 * const personsApi = createPersonsApi(createApiClient());
 * const children = personRoutes.map(({ path, Page }) => ({ path, element: <Page api={personsApi} /> }));
 * ```
 */

/** The account-cards list screen. */
export { AccountCardsScreen, type AccountCardsScreenProps } from './account-cards-screen';
/** Data access: the interface the screens take and its api-client implementation. */
export { createPersonsApi, PERSON_PAYMENTS_PAGE_SIZE, type PersonsApi } from './api';
/** Twelve demo persons, demo deals and their payments (stories, tests, demos). */
export { DEMO_DEALS, DEMO_PAYMENTS, DEMO_PERSONS, demoDeal } from './demo-persons';
/** The message of a failed call: the server's, else a fallback. */
export { failureMessage } from './failure-message';
/** In-memory data access for stories, tests and demos. */
export {
  createMemoryPersonsApi,
  type MemoryPersonsApi,
  type MemoryPersonsCall,
  type MemoryPersonsOptions,
} from './memory-api';
/** Every Arabic text of the package. */
export { PERSONS_MESSAGES } from './messages';
/** Amount owed per currency (parseMoney/sumMoney, never floats) and a person's parts in a deal. */
export { type OwedAmount, owedByCurrency, type PersonDealRole, rolesIn } from './owed';
/** The feature's link targets. */
export { personPaths } from './paths';
/** The list's data columns. */
export { PERSON_COLUMNS } from './person-columns';
/** A person's deals and amounts owed (shown when the api has `deals`). */
export { PersonDeals, type PersonDealsProps } from './person-deals';
/** The add/edit account form screen. */
export { PersonFormScreen, type PersonFormScreenProps } from './person-form-screen';
/** Pure form rules: values ↔ the API body, client-side validation with personInputSchema. */
export {
  EMPTY_PERSON_VALUES,
  PERSON_FORM_FIELDS,
  type PersonFormErrors,
  type PersonFormField,
  type PersonFormValues,
  personToValues,
  validatePersonValues,
  valuesToInput,
} from './person-form-values';
/** The payments of a person's deals (shown with GET_INSTALLMENT when the api has `payments`). */
export { PersonPayments, type PersonPaymentsProps } from './person-payments';
/** The 'الإجراءات' cell of an account row. */
export { PersonRowActions, type PersonRowActionsProps } from './person-row-actions';
/** The account page screen. */
export { PersonViewScreen, type PersonViewScreenProps } from './person-view-screen';
/** The pages (with their entry checks) and the route descriptors for the app. */
export {
  AccountCardsPage,
  AccountViewPage,
  EditAccountPage,
  NewAccountPage,
  type PersonRoute,
  type PersonsPageProps,
  personRoutes,
} from './routes';
/** A labelled textarea (cc-field markup). */
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
/** The headless cores: one person's loading, and the account form. */
export { type PersonState, usePerson } from './use-person';
export { type PersonFormController, type UsePersonFormOptions, usePersonForm } from './use-person-form';
