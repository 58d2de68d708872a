import type { ComponentType, ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../button';
import { IconEdit, IconEye, IconTrash } from '../icons';
import { FORM_MESSAGES } from './messages';

/** What the kit passes a router's link component (react-router's `Link` fits). */
export interface RowLinkProps {
  to: string;
  className?: string;
  title?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

/** The router's link component: ui-rtl knows no router, the screen passes react-router's `Link`. */
export type LinkComponent = ComponentType<RowLinkProps>;

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps {
  link: LinkComponent;
  to: string;
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  children?: ReactNode;
}

/**
 * A link that looks like a {@link Button}: an add link, a form's 'إلغاء', a page's 'تعديل'.
 *
 * @example
 * <ButtonLink link={Link} to="/new-car">+ اضافة سيارة</ButtonLink>
 */
export function ButtonLink({ link: Link, to, variant = 'primary', size = 'md', children }: ButtonLinkProps) {
  return (
    <Link to={to} className="cc-button" data-variant={variant} data-size={size}>
      {children}
    </Link>
  );
}

/** Props of {@link RowActions}. Each action shows only when given. */
export interface RowActionsProps {
  link: LinkComponent;
  /** Opens the row's delete confirmation: a red trash button 'حذف'. */
  onDelete?: (() => void) | undefined;
  /** The row's edit page: a pencil link 'تعديل'. */
  editTo?: string | undefined;
  /** The row's page: an eye link 'عرض'. */
  viewTo?: string | undefined;
}

/**
 * The 'الإجراءات' cell of a record's row: delete, edit and view as compact icon buttons with Arabic
 * names, in that order. The screen decides which a row offers (status, permissions).
 *
 * @example
 * <RowActions link={Link} viewTo={`/car/${car.id}/view`} editTo={editable ? `/car/${car.id}/edit` : undefined}
 *   onDelete={editable ? () => setTarget(car) : undefined} />
 */
export function RowActions({ link: Link, onDelete, editTo, viewTo }: RowActionsProps) {
  const links = [
    { to: editTo, label: FORM_MESSAGES.edit, icon: <IconEdit size={18} /> },
    { to: viewTo, label: FORM_MESSAGES.view, icon: <IconEye size={18} /> },
  ];
  return (
    <div className="cc-row-actions">
      {onDelete ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="cc-row-action"
          data-tone="danger"
          aria-label={FORM_MESSAGES.delete}
          title={FORM_MESSAGES.delete}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </Button>
      ) : null}
      {links.map(({ to, label, icon }) =>
        to ? (
          <Link key={label} to={to} className="cc-row-action" aria-label={label} title={label}>
            {icon}
          </Link>
        ) : null,
      )}
    </div>
  );
}
