import { type FieldValues, useController } from 'react-hook-form';
import { Switch } from '../switch';
import type { FormFieldProps } from './field-props';

/** Props of {@link SwitchField}. */
export type SwitchFieldProps<T extends FieldValues> = Omit<FormFieldProps<T>, 'required'>;

/**
 * An on/off field of the surrounding {@link Form} ({@link Switch}), storing `true` or `false`; its error
 * or hint under it.
 *
 * @example
 * <SwitchField<SettingsInput> name="showLogo" label="إظهار الشعار" />
 */
export function SwitchField<T extends FieldValues>({
  name,
  control,
  label,
  hint,
  disabled,
  containerClassName,
}: SwitchFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  return (
    <div className={containerClassName} data-invalid={error ? '' : undefined}>
      <Switch
        name={field.name}
        label={label}
        checked={field.value === true}
        onCheckedChange={(checked) => field.onChange(checked)}
        disabled={disabled}
      />
      {error ? (
        <p className="cc-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="cc-field__hint">{hint}</p>
      ) : null}
    </div>
  );
}
