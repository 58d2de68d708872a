/**
 * @cc/dashboard: the home dashboard (figure cards, the due-soon list, the charts of the 12 months and of
 * the overdue age bands) and the instalments list its figures open. Import the stylesheet once:
 * `import '@cc/dashboard/styles.css'`.
 *
 * @example
 * const FEATURES = [dashboardFeature, carsFeature];
 */
export { DashboardLoading, DashboardView, type DashboardViewProps } from './dashboard-view';
export { dashboardFeature } from './feature';
export { INSTALLMENT_LIST_COLUMNS } from './installment-columns';
export { DASHBOARD_MESSAGES } from './messages';
export { monthLabel } from './month-label';
export { dashboardPaths } from './paths';
