/**
 * @cc/staff: staff users, branches, company settings and profiles (domain.md §1, §3, §6). Screens take
 * the data access of {@link createStaffApi}; import the stylesheet once: `import '@cc/staff/styles.css'`
 * (after the design system's and the data table's).
 */

/** Data access. */
export { createStaffApi, type StaffApi } from './api';
/** Branches. */
export { BranchesPanel, type BranchesPanelProps } from './branches-panel';
/** Company settings. */
export {
  CompanySettingsForm,
  type CompanySettingsFormProps,
  DEFAULT_TIME_ZONE,
} from './company-settings-form';
export { LOGO_MAX_BYTES, LOGO_TYPES, logoFileError, readAsDataUrl } from './logo';
/** In-memory data access for stories, tests and demos. */
export {
  createMemoryStaffApi,
  DEMO_BRANCHES,
  DEMO_COMPANY,
  DEMO_STAFF_ROLES,
  DEMO_USERS,
  fieldError,
  type MemoryStaffApi,
  type MemoryStaffCall,
  type MemoryStaffOptions,
} from './memory-api';
/** Arabic texts. */
export { STAFF_MESSAGES, TIME_ZONE_LABELS } from './messages';
/** Profiles. */
export { ProfileEditor, type ProfileEditorProps } from './profile-editor';
export { ResetPasswordDialog, type ResetPasswordDialogProps } from './reset-password-dialog';
export { roleLabel } from './role-label';
/** Routes. */
export { type StaffRoutes, staffRoutes } from './routes';
export { SelectField, type SelectFieldProps } from './select-field';
export { StaffProfileView, type StaffProfileViewProps } from './staff-profile-view';
/** Form helpers. */
export { orNull, type SubmitState, useSubmit, withoutError } from './use-submit';
/** Users. */
export { USER_COLUMNS, UserStatusBadge } from './user-columns';
export { UserFormDialog, type UserFormDialogProps } from './user-form-dialog';
export { UserStatusDialog, type UserStatusDialogProps } from './user-status-dialog';
export { UsersScreen, type UsersScreenProps } from './users-screen';
