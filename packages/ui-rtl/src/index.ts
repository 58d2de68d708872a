/**
 * @cc/ui-rtl: the RTL Arabic design system. Import its stylesheet (the `./styles.css`
 * subpath of this package) once in the app, and wrap the app in {@link RtlProvider}.
 */

export { A4_SIZE, A4Page, type A4PageProps } from './a4-page';
export { ActionMenu, type ActionMenuProps } from './action-menu';
export { AfterPaint, type AfterPaintProps, usePainted } from './after-paint';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Bdi, type BdiProps } from './bdi';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Collapsible, type CollapsibleProps } from './collapsible';
export { Combobox, type ComboboxProps, comboboxMatches } from './combobox';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export type { DialogProps } from './dialog';
export { ButtonLink, type ButtonLinkProps } from './form/button-link';
/** The form kit (react-hook-form checked by a contract's zod schema) and the record screens' parts. */
export { type CheckResult, checkedSchema, zodErrors } from './form/checked-schema';
export { ComboboxField, type ComboboxFieldProps } from './form/combobox-field';
export { ConfirmDelete, type ConfirmDeleteProps } from './form/confirm-delete';
export { DateField, type DateFieldProps } from './form/date-field';
export { DateInput, type DateInputProps } from './form/date-input';
export { applyQuickPick, formatDisplayDate, MONTHS_AR, type QuickPick } from './form/date-text';
export { type DiscardGuard, useDiscardGuard } from './form/discard-guard';
export type { FormFieldProps } from './form/field-props';
export { type FieldControlProps, FieldShell, type FieldShellProps } from './form/field-shell';
export { Form, FormActions, type FormProps, SubmitButton } from './form/form';
export { FormDialog, type FormDialogProps } from './form/form-dialog';
export { type FieldSpec, FormFields, formValues } from './form/form-fields';
export { type FormSubmitPolicy, formSubmit } from './form/form-submit';
export {
  type LeaveGuard,
  LeaveGuardProvider,
  useConfirmLeave,
  useLeaveGuard,
  useLeaveGuardContext,
} from './form/leave-guard';
export { FORM_MESSAGES } from './form/messages';
export { MoneyField, type MoneyFieldProps, moneyValue } from './form/money-field';
export { NumberField, type NumberFieldProps } from './form/number-field';
export { type NumberText, parseNumberText, UnparsedNumber } from './form/number-text';
export { RecordForm, type RecordFormProps } from './form/record-form';
export {
  type DetailItem,
  DetailList,
  EmptyState,
  LoadStatus,
  RecordGate,
  type RecordGateProps,
  RecordSection,
} from './form/record-parts';
export { RowActions, type RowActionsProps } from './form/row-actions';
export { SelectField, type SelectFieldProps } from './form/select-field';
export { SwitchField, type SwitchFieldProps } from './form/switch-field';
export { TextAreaField, type TextAreaFieldProps } from './form/text-area-field';
export { TextField, type TextFieldProps } from './form/text-field';
export {
  applyServerErrors,
  type SchemaInput,
  type SchemaLoader,
  type SchemaOutput,
  type ServerFailure,
  type UseZodFormOptions,
  useZodForm,
  type ZodSchemaLike,
} from './form/use-zod-form';
export { HeadedSection, type HeadedSectionProps } from './headed-section';
export { IconArrowEnd } from './icons/arrow-end';
export { IconChevronDown } from './icons/chevron-down';
export { IconChevronEnd } from './icons/chevron-end';
export { IconChevronStart } from './icons/chevron-start';
export { IconEdit } from './icons/edit';
export { IconEye } from './icons/eye';
export { IconFilter } from './icons/filter';
export { IconMore } from './icons/more';
export { IconPlus } from './icons/plus';
export { IconPrinter } from './icons/printer';
export { IconSearch } from './icons/search';
export { IconTrash } from './icons/trash';
export { IconBell, IconClose, IconLogout, IconMenu, type IconProps, IconUser } from './icons-base';
/** Dialogs whose code loads on their first opening, and what shows meanwhile. */
export { Dialog, DialogLoading, type LazyComponent, lazyDialog } from './lazy-dialog';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
export { type MenuAction, type MenuActions, splitActions } from './menu-action';
export { UI_MESSAGES, type UiMessageKey } from './messages';
export { PageHeader, type PageHeaderProps } from './page-header';
export { readAsBase64, readAsDataUrl } from './read-file';
export type { LinkComponent, RowLinkProps } from './router-link';
export { RtlProvider, type RtlProviderProps } from './rtl-provider';
export { SelectInput, type SelectInputProps, type SelectOption } from './select-input';
export { Spinner, type SpinnerProps } from './spinner';
export { Switch, type SwitchProps } from './switch';
export { TableHead, type TableHeadProps } from './table-head';
export { TextAreaInput, type TextAreaInputProps } from './text-area-input';
export { TextInput, type TextInputProps } from './text-input';
export {
  type Toast,
  Toaster,
  type ToasterProps,
  type ToastMessage,
  type ToastOptions,
  toast,
} from './toaster';
