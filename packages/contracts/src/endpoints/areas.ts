// Every area of the API's endpoints, each by name: `endpoints` (index.ts) is this module's namespace, so a
// screen that names `endpoints.cars.list` brings the cars' declarations alone into its bundle, not every
// area's (docs/architecture.md, "Bundle budget").
export { auth, health, me } from './account';
export { admin } from './admin';
export { carPhotos, personDocuments } from './attachments';
export { carCosts } from './car-costs';
export { cars } from './cars';
export { cashBox } from './cash-box';
export { clearance } from './clearance';
export { collections, reports, statements } from './collections';
export { branches, company, dashboard } from './company';
export { authorizations, contracts } from './deals';
export { history } from './history';
export { installments, lateFees, payments, plans } from './ledger';
export { notifications, push } from './notifications';
export { persons } from './persons';
export { roles, users } from './staff';
export { files, templates } from './templates';
export { views } from './views';
