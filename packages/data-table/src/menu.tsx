import {
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
  useCallback,
  useRef,
  useState,
} from 'react';
import { Button } from './ui';
import { useDismiss } from './use-dismiss';

/** The state of a toolbar menu (its open flag and the refs {@link useDismiss} needs). */
export interface MenuState {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  container: RefObject<HTMLDivElement | null>;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * A toolbar menu's state: closed at first, closed again on Escape (focus back on the trigger) or on a
 * press outside `container`. The 'الأعمدة' and 'طرق العرض' menus share it.
 */
export function useMenu(): MenuState {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  return { open, setOpen, container, trigger };
}

/** The button that opens and closes a {@link useMenu} menu, telling assistive technology which panel it controls. */
export function MenuTrigger({
  menu,
  controls,
  size,
  children,
}: {
  menu: MenuState;
  /** The id of the panel it opens. */
  controls: string;
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Button
      ref={menu.trigger}
      type="button"
      variant="secondary"
      size={size}
      aria-expanded={menu.open}
      aria-controls={controls}
      onClick={() => menu.setOpen((o) => !o)}
    >
      {children}
    </Button>
  );
}
