import type { ReactNode } from 'react';

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

/** The actions that are set, the visible primary one apart. */
export function splitActions(actions: MenuActions): { primary: MenuAction | null; rest: MenuAction[] } {
  const set = actions.filter((a): a is MenuAction => Boolean(a));
  const primary = set.find((a) => a.primary && a.icon) ?? null;
  return { primary, rest: set.filter((a) => a !== primary) };
}
