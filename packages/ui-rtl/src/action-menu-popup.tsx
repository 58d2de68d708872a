import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useId, useRef } from 'react';
import { rememberOpener } from './focus-return';
import { IconMore } from './icons/more';
import type { MenuAction } from './menu-action';
import { UI_MESSAGES } from './messages';
import { Anchor, type LinkComponent } from './router-link';

/** Props of {@link ActionMenuPopup}. */
export interface ActionMenuPopupProps {
  /** The menu's items (the primary action left out). */
  actions: readonly MenuAction[];
  /** The trigger's and the menu's accessible name («إجراءات <row>»). */
  name: string;
  link?: LinkComponent | undefined;
  /** Opened from the keyboard: the first item takes the focus (as Radix does for a keyboard opening). */
  byKeyboard: boolean;
}

/**
 * The Radix part of {@link ActionMenu}, loaded on a row menu's first opening and mounted open: the
 * trigger, and the items in a portal (RTL from the RtlProvider's direction, aligned to the trigger's
 * end, kept 8 px inside the screen).
 */
export default function ActionMenuPopup({ actions, name, link, byKeyboard }: ActionMenuPopupProps) {
  const content = useRef<HTMLDivElement>(null);
  const reasonId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!byKeyboard) return;
    // After Radix has focused the content (it mounts open, so it cannot tell a key opened it).
    const timer = setTimeout(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => clearTimeout(timer);
  }, [byKeyboard]);
  return (
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger
        ref={trigger}
        className="cc-row-action cc-action-menu__trigger"
        aria-label={name}
        title={UI_MESSAGES.actions}
      >
        <IconMore size={18} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          ref={content}
          className="cc-action-menu__content"
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={name}
        >
          {actions.map((action, index) => {
            const reason = action.disabledReason || undefined;
            const describedBy = reason ? `${reasonId}-${index}` : undefined;
            return (
              <Menu.Item
                key={action.label}
                className="cc-action-menu__item"
                data-tone={action.tone}
                disabled={action.disabled || Boolean(reason)}
                asChild={Boolean(action.to) && !reason}
                onSelect={() => {
                  // A dialog this opens gives the focus back to the menu's button (the item is gone).
                  if (action.onSelect && !action.to) rememberOpener(trigger.current);
                  action.onSelect?.();
                }}
                title={reason}
                // The reason is the item's description, not part of its name.
                aria-label={reason ? action.label : undefined}
                aria-describedby={describedBy}
              >
                {action.to && !reason ? (
                  <Anchor link={link} to={action.to}>
                    {action.icon}
                    <span>{action.label}</span>
                  </Anchor>
                ) : (
                  <>
                    {action.icon}
                    <span>{action.label}</span>
                    {reason ? (
                      <small id={describedBy} className="cc-action-menu__reason">
                        {reason}
                      </small>
                    ) : null}
                  </>
                )}
              </Menu.Item>
            );
          })}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
