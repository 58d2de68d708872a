import { lazy, Suspense, useState } from 'react';
import { cx } from './cx';
import { IconMore } from './icons/more';
import { type MenuAction, type MenuActions, splitActions } from './menu-action';
import { UI_MESSAGES } from './messages';
import { Anchor, type LinkComponent } from './router-link';

/** Props of {@link ActionMenu}. */
export interface ActionMenuProps {
  actions: MenuActions;
  /**
   * The row's identity ('تويوتا كامري 2022', 'عقد 1001'): the trigger is named «إجراءات <label>», so
   * a screen reader tells rows apart. Without it the trigger is named «إجراءات».
   */
  label?: string | undefined;
  /** The router's link component for `to` actions (react-router's `Link`); a plain `<a>` without it. */
  link?: LinkComponent | undefined;
  className?: string | undefined;
}

// Radix's menu (with its popper) loads when a row's menu is first opened, not with the list: a list's
// first paint stays small (docs/architecture.md, "Bundle budget").
const ActionMenuPopup = lazy(() => import('./action-menu-popup'));

/**
 * A row's actions as one compact menu (Radix DropdownMenu, RTL): a '⋮' button named «إجراءات <row>»
 * opens the list; arrows move, Enter or Space chooses, Escape closes and gives focus back, typing a
 * letter jumps to the item. The menu opens in a portal with collision handling, so on a phone's stacked
 * card it stays on the screen without sideways scroll. One `primary` action may stay visible beside it.
 * Nothing is shown when no action is set.
 *
 * @example
 * <ActionMenu link={Link} label={car.name} actions={[
 *   { label: 'عرض', to: `/car/${car.id}/view`, icon: <IconEye size={18} />, primary: true },
 *   pending && { label: 'تعديل', to: `/car/${car.id}/edit`, icon: <IconEdit size={16} /> },
 *   pending && { label: 'حذف', onSelect: () => setTarget(car), icon: <IconTrash size={16} />, tone: 'danger' },
 * ]} />
 */
export function ActionMenu({ actions, label, link, className }: ActionMenuProps) {
  // Until first opened, the trigger is a plain button; opening it mounts the Radix menu, open.
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | null>(null);
  const { primary, rest } = splitActions(actions);
  if (!primary && rest.length === 0) return null;
  const name = label ? UI_MESSAGES.actionsOf(label) : UI_MESSAGES.actions;
  const plainTrigger = (
    <button
      type="button"
      className="cc-row-action cc-action-menu__trigger"
      aria-label={name}
      title={UI_MESSAGES.actions}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          setOpened('pointer');
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          setOpened('keyboard');
        }
      }}
    >
      <IconMore size={18} />
    </button>
  );
  return (
    <div className={cx('cc-action-menu', className)}>
      {primary ? <PrimaryAction action={primary} link={link} /> : null}
      {rest.length === 0 ? null : opened ? (
        <Suspense fallback={plainTrigger}>
          <ActionMenuPopup actions={rest} name={name} link={link} byKeyboard={opened === 'keyboard'} />
        </Suspense>
      ) : (
        plainTrigger
      )}
    </div>
  );
}

function PrimaryAction({ action, link }: { action: MenuAction; link?: LinkComponent | undefined }) {
  const name = action.primaryLabel ?? action.label;
  if (action.to) {
    return (
      <Anchor
        link={link}
        to={action.to}
        className="cc-row-action"
        aria-label={name}
        title={action.label}
        onClick={action.onSelect}
      >
        {action.icon}
      </Anchor>
    );
  }
  return (
    <button
      type="button"
      className="cc-row-action"
      data-tone={action.tone}
      aria-label={name}
      title={action.label}
      disabled={action.disabled}
      onClick={() => action.onSelect?.()}
    >
      {action.icon}
    </button>
  );
}
