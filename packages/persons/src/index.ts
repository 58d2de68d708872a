/**
 * @cc/persons: the account cards (customers) feature: account-cards, new-account,
 * account-cards/{id}/view, account-cards/{id}/edit. The app mounts its pages from {@link personsFeature}
 * inside `@cc/resources`' provider and `@cc/auth`'s session, and imports the stylesheet once:
 * `import '@cc/persons/styles.css'` (after `@cc/ui-rtl/styles.css` and `@cc/data-table/styles.css`).
 *
 * @example
 * ```tsx
 * const routes = personsFeature.routes.map((r) => ({ path: r.path, lazy: async () => ({ Component: (await r.screen()).default }) }));
 * ```
 */
export { personsFeature } from './feature';
