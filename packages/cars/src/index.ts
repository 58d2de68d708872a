/**
 * @cc/cars: the cars feature (the cars list, new-car, car/{id}/edit, car/{id}/view). The app mounts
 * its pages from {@link carsFeature} inside `@cc/resources`' provider and `@cc/auth`'s session, and
 * imports the stylesheet once: `import '@cc/cars/styles.css'` (after `@cc/ui-rtl/styles.css` and
 * `@cc/data-table/styles.css`).
 *
 * @example
 * ```tsx
 * const routes = carsFeature.routes.map((r) => ({ path: r.path, lazy: async () => ({ Component: (await r.screen()).default }) }));
 * ```
 */
export { carsFeature } from './feature';
