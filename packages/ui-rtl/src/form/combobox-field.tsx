import { useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { Combobox, type ComboboxProps } from '../combobox';
import type { FormFieldProps } from './field-props';

/** Props of {@link ComboboxField}. */
export type ComboboxFieldProps<T extends FieldValues, Item> = FormFieldProps<T> &
  Omit<
    ComboboxProps<Item>,
    'selected' | 'onSelect' | 'error' | 'label' | 'required' | 'hint' | 'disabled'
  > & {
    /** Told the picked item (or null), after the field holds its key. */
    onPicked?: ((item: Item | null) => void) | undefined;
  };

/**
 * A {@link Combobox} bound to a field of the surrounding {@link Form} that stores the picked option's key
 * (`null` when none). The picked option stays shown while the options change (a new search).
 *
 * @example
 * <ComboboxField<DealInput, Person> name="buyerId" label="المشتري" required options={found}
 *   optionLabel={(p) => p.fullName} optionKey={(p) => p.id} onQueryChange={setKeyword} />
 */
export function ComboboxField<T extends FieldValues, Item>({
  name,
  control,
  options,
  optionKey,
  onPicked,
  containerClassName,
  ...rest
}: ComboboxFieldProps<T, Item>) {
  const { field, fieldState } = useController({ name, control });
  const [picked, setPicked] = useState<Item | null>(null);
  const value = field.value as unknown;
  const selected =
    value === null || value === undefined
      ? null
      : picked !== null && optionKey(picked) === value
        ? picked
        : (options.find((item) => optionKey(item) === value) ?? null);
  return (
    <Combobox<Item>
      {...rest}
      containerClassName={containerClassName}
      options={options}
      optionKey={optionKey}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      selected={selected}
      error={fieldState.error?.message}
      onSelect={(item) => {
        setPicked(item);
        field.onChange(item === null ? null : optionKey(item));
        onPicked?.(item);
      }}
    />
  );
}
