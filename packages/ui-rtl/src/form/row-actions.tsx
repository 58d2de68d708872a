import { ActionMenu } from '../action-menu';
import { IconEdit } from '../icons/edit';
import { IconEye } from '../icons/eye';
import { IconTrash } from '../icons/trash';
import type { MenuActions } from '../menu-action';
import type { LinkComponent } from '../router-link';
import { FORM_MESSAGES } from './messages';

export { ButtonLink, type ButtonLinkProps } from './button-link';

/** Props of {@link RowActions}. Each action shows only when given. */
export interface RowActionsProps {
  link: LinkComponent;
  /** Opens the row's delete confirmation: 'حذف' (red) in the menu. */
  onDelete?: (() => void) | undefined;
  /** The row's edit page: 'تعديل' in the menu. */
  editTo?: string | undefined;
  /** The row's page: an eye link 'عرض', kept visible beside the menu. */
  viewTo?: string | undefined;
  /** The row's identity ('تويوتا كامري 2022'): names the menu «إجراءات <label>». */
  label?: string | undefined;
  /** Further actions of the row, after edit and delete in the menu. */
  more?: MenuActions | undefined;
}

/**
 * The 'الإجراءات' cell of a record's row as one compact {@link ActionMenu}: 'عرض' stays visible as an
 * eye link (the row's most used, harmless action), 'تعديل' and 'حذف' are in the '⋮' menu. The screen
 * decides which a row offers (status, permissions).
 *
 * @example
 * <RowActions link={Link} label={car.name} viewTo={`/car/${car.id}/view`}
 *   editTo={editable ? `/car/${car.id}/edit` : undefined} onDelete={editable ? () => setTarget(car) : undefined} />
 */
export function RowActions({ link, onDelete, editTo, viewTo, label, more = [] }: RowActionsProps) {
  return (
    <ActionMenu
      link={link}
      label={label}
      actions={[
        viewTo && { label: FORM_MESSAGES.view, to: viewTo, icon: <IconEye size={18} />, primary: true },
        editTo && { label: FORM_MESSAGES.edit, to: editTo, icon: <IconEdit size={16} /> },
        onDelete && {
          label: FORM_MESSAGES.delete,
          onSelect: onDelete,
          icon: <IconTrash size={16} />,
          tone: 'danger',
        },
        ...more,
      ]}
    />
  );
}
