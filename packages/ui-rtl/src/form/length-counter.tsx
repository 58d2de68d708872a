import { type ReactNode, useId } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { COUNTER_FROM, useTextLimit } from './field-limits';

/** What a text field of the kit gets from its limit: `maxLength`, and the counter near it. */
export interface LengthLimit {
  maxLength: number | undefined;
  /** «950 / 1000» under the field from 80 % of the limit on; null before. */
  counter: ReactNode;
  /** The counter's id while it shows (the field is described by it). */
  counterId: string | undefined;
}

/**
 * A text field's limit (given, else its schema's `.max()`) and, from {@link COUNTER_FROM} of it, a
 * counter of the characters typed: text is never cut without the user seeing they reached the limit.
 * The figures are Latin digits isolated left to right, as the app's other figures.
 */
export function useLengthLimit<T extends FieldValues>(
  name: string,
  control: Control<T> | undefined,
  given: number | undefined,
  value: string,
): LengthLimit {
  const maxLength = useTextLimit(name, control, given);
  const id = `cc-count-${useId()}`;
  if (maxLength === undefined || value.length < Math.ceil(maxLength * COUNTER_FROM)) {
    return { maxLength, counter: null, counterId: undefined };
  }
  return {
    maxLength,
    counterId: id,
    counter: (
      <p id={id} className="cc-field__counter" data-full={value.length >= maxLength ? '' : undefined}>
        <bdi dir="ltr">
          {value.length} / {maxLength}
        </bdi>
      </p>
    ),
  };
}
