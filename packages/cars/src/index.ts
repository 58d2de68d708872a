/**
 * @cc/cars: the cars feature (spec §2 "Cars list", new-car, car/{id}/edit, car/{id}/view). Mount the pages
 * of {@link carRoutes} (or the screens) with the data access of {@link createCarsApi}, and import the
 * stylesheet once: `import '@cc/cars/styles.css'` (after `@cc/ui-rtl/styles.css` and
 * `@cc/data-table/styles.css`).
 *
 * @example
 * ```tsx
 * const carsApi = createCarsApi(createApiClient());
 * const children = carRoutes.map(({ path, Page }) => ({ path, element: <Page api={carsApi} /> }));
 * ```
 */

/** Data access: the interface the screens take and its api-client implementation. */
export { type CarsApi, createCarsApi } from './api';
/** The list's 13 data columns with filters and sorting, and the default status filter (Pending). */
export { CAR_COLUMNS, DEFAULT_CAR_STATUS_FILTER } from './car-columns';
/** The form's labelled select and textarea (cc-field markup). */
export {
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
} from './car-form-fields';
/** The add/edit car form screen. */
export { CarFormScreen, type CarFormScreenProps } from './car-form-screen';
/** Pure form rules: values ↔ the API body, client-side validation with carInputSchema. */
export {
  CAR_FORM_FIELDS,
  type CarFormErrors,
  type CarFormField,
  type CarFormValues,
  carToValues,
  EMPTY_CAR_VALUES,
  NUMBER_CAR_FIELDS,
  REQUIRED_CAR_FIELDS,
  validateCarValues,
  valuesToInput,
} from './car-form-values';
/** Arabic enum choices, status colours, number formatting and the §8 failure-message rule. */
export {
  CAR_OPTIONS,
  type CarOption,
  carStatusTone,
  failureMessage,
  formatNumber,
  labelOf,
} from './car-labels';
/** The 'الإجراءات' cell of a car row. */
export { CarRowActions, type CarRowActionsProps } from './car-row-actions';
/** A car's status as a Badge with the §4 label. */
export { CarStatusBadge, type CarStatusBadgeProps } from './car-status-badge';
/** The car page screen. */
export { CarViewScreen, type CarViewScreenProps } from './car-view-screen';
/** The cars list screen. */
export { CarsListScreen, type CarsListScreenProps } from './cars-list-screen';
/** Thirty demo cars (stories, tests, demos). */
export { DEMO_CARS } from './demo-cars';
/** In-memory data access for stories, tests and demos. */
export {
  createMemoryCarsApi,
  type MemoryCarsApi,
  type MemoryCarsCall,
  type MemoryCarsOptions,
} from './memory-api';
/** Every Arabic text of the package. */
export { CARS_MESSAGES } from './messages';
/** The feature's link targets. */
export { carPaths } from './paths';
/** The pages (with their entry checks) and the route descriptors for the app. */
export {
  type CarRoute,
  CarsListPage,
  type CarsPageProps,
  CarViewPage,
  carRoutes,
  EditCarPage,
  NewCarPage,
} from './routes';
/** The headless cores: one car's loading, and the car form. */
export { type CarState, useCar } from './use-car';
export { type CarFormController, type UseCarFormOptions, useCarForm } from './use-car-form';
