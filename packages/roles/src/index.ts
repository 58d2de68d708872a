/**
 * @cc/roles: roles and permissions management (docs/domain/permissions.md#the-roles-screen-ccroles). The app mounts {@link rolesFeature} (the
 * page /roles and the settings section); import the stylesheet once: `import '@cc/roles/styles.css'`.
 */
export { rolesFeature } from './feature';
