/**
 * @cc/roles: roles and permissions management (spec §2, §4). The app mounts {@link rolesFeature} (the
 * page /roles and the settings section); import the stylesheet once: `import '@cc/roles/styles.css'`.
 */
export { rolesFeature } from './feature';
