import { lazy, type ReactNode, Suspense, useState } from 'react';
import { cx } from './cx';
import type { LinkComponent } from './form/row-actions';
import { IconMore } from './icons';
import { UI_MESSAGES } from './messages';

/**
 * One action of a row (or a record): a link (`to`, rendered with the screen's router link) or a command
 * (`onSelect`). A falsy entry in a list of actions is skipped, so a screen writes
 * `canDelete && { label: 'حذف', … }`.
 */
export interface MenuAction {
  /** The item's text (Arabic), also its accessible name. */
  label: string;
  /** The row's page or another route: the item is a link. */
  to?: string | undefined;
  /** A command (open a dialog); with `to`, it runs as the link is followed (mark a notification read). */
  onSelect?: (() => void) | undefined;
  /** An icon before the text. */
  icon?: ReactNode;
  /** `danger` for destructive actions (delete, cancel, deactivate): red text. */
  tone?: 'danger' | undefined;
  /**
   * Shown as a visible icon button beside the menu instead of inside it (at most one; the first wins).
   * Keep it for the row's most frequent, harmless action (view); it needs an `icon`. Its accessible
   * name is `primaryLabel` when given, else `label`.
   */
  primary?: boolean | undefined;
  /** Accessible name of the visible primary button when `label` alone is ambiguous ('عرض الوصل 12'). */
  primaryLabel?: string | undefined;
  disabled?: boolean | undefined;
  /**
   * Why the action is offered but would be refused (Arabic): the item is disabled and shows the reason
   * under its label (also its description and tooltip), so the user knows before starting it.
   */
  disabledReason?: string | null | undefined;
}

/** A list of actions as a screen writes it: falsy entries are left out. */
export type MenuActions = readonly (MenuAction | false | '' | 0 | null | undefined)[];

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

/** The actions that are set, the visible primary one apart. */
export function splitActions(actions: MenuActions): { primary: MenuAction | null; rest: MenuAction[] } {
  const set = actions.filter((a): a is MenuAction => Boolean(a));
  const primary = set.find((a) => a.primary && a.icon) ?? null;
  return { primary, rest: set.filter((a) => a !== primary) };
}

// Radix's menu (with its popper) loads when a row's menu is first opened, not with the list: a list's
// first paint stays small (docs/architecture.md, "Bundle budget").
const ActionMenuPopup = lazy(() => import('./action-menu-popup'));

/** An action's link: the router's link component, else a plain `<a>`. */
export function Anchor({
  link: Link,
  to,
  ...rest
}: { link?: LinkComponent | undefined; to: string } & Record<string, unknown>) {
  if (Link) return <Link to={to} {...(rest as object)} />;
  return <a href={to} {...(rest as object)} />;
}

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
