/**
 * @cc/deals: contracts and authorizations: their lists (instalments under each row, cancellation), the
 * new-contract / new-authorization form and each record's page (payments, reversal, rescheduling). The
 * app mounts {@link dealsFeature}'s routes and imports the stylesheet once: `import '@cc/deals/styles.css'`
 * (after `@cc/ui-rtl/styles.css`, `@cc/data-table/styles.css` and `@cc/business/styles.css`).
 *
 * @example
 * ```ts
 * import { dealsFeature } from '@cc/deals';
 * const FEATURES = [appFeature, carsFeature, personsFeature, dealsFeature];
 * ```
 */

/** The payments desk (/payments): search an open deal, take its payment, the ledger below. */
export { PaymentsDeskScreen, type PaymentsDeskScreenProps } from './desk/payments-desk-screen';
/** The feature's routes: lists, forms and pages, each with its title, permission and lazy screen. */
export { dealsFeature } from './feature';
/** Which list a screen works on ('contracts' | 'authorizations'). */
export type { DealsKind } from './kind';
