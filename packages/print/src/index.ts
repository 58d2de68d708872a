/**
 * @cc/print: prints a contract, an authorization, a payment's receipt or a clearance certificate on its template, on one A4 sheet
 * (docs/domain/printing.md). The app mounts the routes of {@link printFeature} and imports the stylesheet (the
 * `./styles.css` subpath) once.
 *
 * @example
 * ```ts
 * import { printFeature } from '@cc/print';
 * import '@cc/print/styles.css';
 * const FEATURES = [carsFeature, dealsFeature, printFeature];
 * ```
 */
export { printFeature } from './feature';
