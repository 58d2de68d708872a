import { type Currency, parseMoney, toMajorString } from '@cc/domain';
import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextInput } from '../text-input';
import { type NumberFieldProps, useTypedNumber } from './number-field';
import { UnparsedNumber } from './number-text';

/** Props of {@link MoneyField}. */
export type MoneyFieldProps<T extends FieldValues> = NumberFieldProps<T> & {
  /** The amount's currency: how many decimals it may have (IQD none, USD two). */
  currency: Currency;
};

/**
 * What a money field stores for its text: the amount as plain decimal text in major units ('12000000',
 * '1250.50'; the API's money fields take it), `null` when empty, or the text itself with parseMoney's
 * Arabic reason when it is not an amount of the currency (kept, never dropped; the form refuses it).
 *
 * @example
 * moneyValue('١٢٬٠٠٠٬٠٠٠', 'IQD'); // '12000000'
 * moneyValue('12.5', 'IQD');        // UnparsedNumber('12.5', 'المبلغ بالدينار لا يقبل كسوراً…')
 */
export function moneyValue(text: string, currency: Currency): string | null | UnparsedNumber {
  if (text.trim() === '') return null;
  const parsed = parseMoney(text.trim(), currency);
  return parsed.ok ? toMajorString(parsed.value, currency) : new UnparsedNumber(text, parsed.error);
}

const shownMoney = (value: unknown): string =>
  value instanceof UnparsedNumber
    ? value.text
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : '';

/**
 * An amount typed the way people type it here: a text input with the decimal keyboard, left-to-right,
 * reading Latin, Arabic-Indic (٠-٩) and Eastern (۰-۹) digits, the thousands separators ',' '٬' and the
 * decimal '.' '٫' (parseMoney of @cc/domain, the server's own parser). It keeps what was typed on screen
 * and stores the plain decimal text ({@link moneyValue}); an amount the currency cannot have is reported
 * under the field with the reason when the form is checked.
 *
 * @example
 * <MoneyField<DealInput> name="price" label="السعر" currency="IQD" required />  // '١٢٬٥٠٠٬٠٠٠' → '12500000'
 */
export function MoneyField<T extends FieldValues>({ name, control, currency, ...input }: MoneyFieldProps<T>) {
  const typed = useTypedNumber(name, control, shownMoney, (text) => moneyValue(text, currency));
  // A currency change re-reads the text (a fraction may become wrong, or right).
  const readAs = useRef(currency);
  const retype = useRef(typed.retype);
  retype.current = typed.retype;
  useEffect(() => {
    if (readAs.current === currency) return;
    readAs.current = currency;
    retype.current();
  }, [currency]);
  return <TextInput {...input} {...typed.inputProps} inputMode="decimal" dir="ltr" autoComplete="off" />;
}
