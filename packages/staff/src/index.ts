/**
 * @cc/staff: staff users, branches, company settings and profiles (docs/domain/staff-and-settings.md). The app mounts
 * {@link staffFeature} (the users page, a staff member's profile, and the branches and company settings
 * sections) and shows {@link ProfileEditor} on its own /profile page. Import the stylesheet once:
 * `import '@cc/staff/styles.css'` (after the design system's and the data table's).
 */
export { staffFeature } from './feature';
export { OwnPasswordForm, type OwnPasswordFormProps, ProfileEditor } from './profile-editor';
