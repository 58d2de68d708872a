import type { FieldValues } from 'react-hook-form';
import { LIMITS_FROM } from './field-limits';
import type { ZodSchemaLike } from './use-zod-form';

/** What a {@link checkedSchema}'s check answers: the body to send, or Arabic messages by field path. */
export type CheckResult<Output> =
  | { ok: true; value: Output }
  | { ok: false; errors: Readonly<Record<string, string | undefined>> };

/**
 * A schema for {@link useZodForm} from a check function, for a form whose values are not the API body
 * (the new-deal form checks amounts with the currency, then builds the body): the check's messages show
 * under the fields like a zod schema's, and `onSubmit` receives the body. The check usually ends in the
 * contract's own schema (`dealInputSchema.safeParse`), so the rules stay the contract's. `limitsFrom`,
 * that contract schema, gives the text fields their `maxLength` (the form's values share its keys).
 *
 * @example
 * const schema = checkedSchema<DealForm, DealInput>((form) => {
 *   const errors = validateDealValues(form);
 *   return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: toBody(form) };
 * });
 */
export function checkedSchema<Input extends FieldValues, Output>(
  check: (values: Input) => CheckResult<Output>,
  limitsFrom?: unknown,
): ZodSchemaLike<Input, Output> {
  return {
    [LIMITS_FROM]: limitsFrom,
    // zodResolver reads a zod v4 schema by its `_zod` marker and calls its own parseAsync.
    _zod: { input: {} as Input, output: {} as Output, traits: new Set(['$ZodType']) },
    async parseAsync(values: Input): Promise<Output> {
      const result = check(values);
      if (result.ok) return result.value;
      throw {
        _zod: { traits: new Set(['$ZodError']) },
        issues: Object.entries(result.errors)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([path, message]) => ({ code: 'custom', path: path.split('.'), message })),
      };
    },
  } as ZodSchemaLike<Input, Output>;
}

/**
 * The first message of each field of a failed zod parse, by field path ('amount', 'items.0.name'): what
 * a {@link checkedSchema} check answers.
 *
 * @example
 * const parsed = paymentInputSchema.safeParse(body);
 * if (!parsed.success) return { ok: false, errors: zodErrors(parsed.error) };
 */
export function zodErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}
