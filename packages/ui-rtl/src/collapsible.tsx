import * as RadixCollapsible from '@radix-ui/react-collapsible';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';
import { IconChevronDown } from './icons/chevron-down';

/** Props of {@link Collapsible}. */
export interface CollapsibleProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Content of the full-width trigger row (text, badges). It is wrapped in a button with a chevron. */
  trigger: ReactNode;
  /** The panel's content; rendered only while open (so it can load lazily). */
  children: ReactNode;
  /** Maximum panel height in pixels; taller content scrolls inside the panel. The roles screen uses 1000. */
  maxHeight?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * An expandable row over Radix Collapsible whose panel animates open and closed (height, capped by
 * `maxHeight`). Animations are skipped when the user prefers reduced motion.
 *
 * @example
 * ```tsx
 * <Collapsible open={openId === role.id} onOpenChange={(o) => setOpenId(o ? role.id : null)}
 *   trigger={<span>{role.displayNameAr} - {role.description} <Bdi>#{role.id}</Bdi></span>}
 *   maxHeight={1000}>
 *   <PermissionGrid roleId={role.id} />
 * </Collapsible>
 * ```
 */
export function Collapsible({
  open,
  onOpenChange,
  trigger,
  children,
  maxHeight,
  disabled,
  className,
}: CollapsibleProps) {
  const innerStyle: CSSProperties | undefined =
    maxHeight === undefined ? undefined : { maxHeight: `${maxHeight}px`, overflowY: 'auto' };
  return (
    <RadixCollapsible.Root
      className={cx('cc-collapsible', className)}
      open={open}
      onOpenChange={onOpenChange}
      disabled={disabled}
    >
      <RadixCollapsible.Trigger className="cc-collapsible__trigger">
        <span className="cc-collapsible__trigger-content">{trigger}</span>
        <IconChevronDown className="cc-collapsible__chevron" size={18} />
      </RadixCollapsible.Trigger>
      <RadixCollapsible.Content className="cc-collapsible__content">
        <div className="cc-collapsible__inner" style={innerStyle}>
          {children}
        </div>
      </RadixCollapsible.Content>
    </RadixCollapsible.Root>
  );
}
