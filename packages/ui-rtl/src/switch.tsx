import * as RadixSwitch from '@radix-ui/react-switch';
import { type ReactNode, useId } from 'react';
import { cx } from './cx';

/** Props of {@link Switch}. */
export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label, also the switch's accessible name. */
  label: ReactNode;
  disabled?: boolean;
  id?: string;
  /** Form field name (a hidden input is rendered inside a form). */
  name?: string;
  className?: string;
}

/**
 * An on/off switch over Radix Switch. The thumb moves with logical margins, so "on" is towards the
 * inline end in both directions (to the left in RTL).
 *
 * @example
 * ```tsx
 * <Switch checked={allGranted} onCheckedChange={toggleAll} label={allGranted ? 'تفعيل الكل' : 'تعطيل الكل'} />
 * ```
 */
export function Switch({ checked, onCheckedChange, label, disabled, id, name, className }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? `cc-switch-${autoId}`;
  return (
    <div className={cx('cc-switch-field', className)} data-disabled={disabled ? '' : undefined}>
      <RadixSwitch.Root
        id={switchId}
        name={name}
        className="cc-switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
      >
        <RadixSwitch.Thumb className="cc-switch__thumb" />
      </RadixSwitch.Root>
      <label className="cc-switch-field__label" htmlFor={switchId}>
        {label}
      </label>
    </div>
  );
}
