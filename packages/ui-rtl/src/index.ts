/**
 * @cc/ui-rtl: the RTL Arabic design system. Import its stylesheet (the `./styles.css`
 * subpath of this package) once in the app, and wrap the app in {@link RtlProvider}.
 */
export { A4_SIZE, A4Page, type A4PageProps } from './a4-page';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Bdi, type BdiProps } from './bdi';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Collapsible, type CollapsibleProps } from './collapsible';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, type DialogProps } from './dialog';
export {
  IconChevronDown,
  IconChevronEnd,
  IconChevronStart,
  IconClose,
  IconEdit,
  IconEye,
  IconFilter,
  IconLogout,
  IconMenu,
  IconPlus,
  type IconProps,
  IconSearch,
  IconTrash,
  IconUser,
} from './icons';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
export { UI_MESSAGES, type UiMessageKey } from './messages';
export { PageHeader, type PageHeaderProps } from './page-header';
export { RtlProvider, type RtlProviderProps } from './rtl-provider';
export { Spinner, type SpinnerProps } from './spinner';
export { Switch, type SwitchProps } from './switch';
export { TextInput, type TextInputProps } from './text-input';
export { Toaster, type ToasterProps, toast } from './toaster';
