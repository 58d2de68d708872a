/**
 * @cc/admin: the platform administration screens of the super administrator (docs/domain/platform-admin.md):
 * the figures and new companies per month, the companies list, a company's page (status, password,
 * details), onboarding a company and the admin audit. The app mounts {@link adminFeature} in its admin
 * layout. Import the stylesheet once: `import '@cc/admin/styles.css'`.
 */
export { adminFeature } from './feature';
export { ADMIN_MESSAGES } from './messages';
export { adminPaths } from './paths';
