/**
 * Where the focus goes back when a dialog closes. Radix Dialog gives it back to its own Trigger, and our
 * dialogs are opened by state (no Trigger): without this the focus fell to the page's start. A dialog
 * chosen from a row's menu is opened as the menu's item leaves the page, so the menu names its trigger
 * here first ({@link rememberOpener}).
 */
let fromMenu: HTMLElement | null = null;

/** Called by a menu as one of its items is chosen: its trigger is where a dialog it opens returns. */
export function rememberOpener(element: HTMLElement | null): void {
  fromMenu = element;
}

/**
 * The element a dialog opening now returns the focus to: the focused element (the button that opened
 * it), unless the focus is nowhere or in a menu, then the trigger of the menu an item was chosen in.
 */
export function takeOpener(): HTMLElement | null {
  const menuTrigger = fromMenu;
  fromMenu = null;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="menu"]')) {
    return active;
  }
  return menuTrigger?.isConnected ? menuTrigger : null;
}
