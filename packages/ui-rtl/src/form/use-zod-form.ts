import { useEffect, useMemo, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  set,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { rememberSchema } from './field-limits';
import { FORM_MESSAGES } from './messages';
import { UnparsedNumber } from './number-text';

/**
 * A zod (v4) schema as the kit sees it: its input and output types. `@cc/contracts`' schemas fit
 * (`carInputSchema`, `personInputSchema`); ui-rtl needs no zod of its own.
 */
export interface ZodSchemaLike<Input extends FieldValues = FieldValues, Output = unknown> {
  _zod: { input: Input; output: Output };
}
/** The form's values: what the schema takes. */
export type SchemaInput<S extends ZodSchemaLike> = S['_zod']['input'];
/** What `onSubmit` receives: what the schema gives (trimmed, checked). */
export type SchemaOutput<S extends ZodSchemaLike> = S['_zod']['output'] & FieldValues;

/**
 * A schema loaded on demand: `() => import('./form-schemas').then((m) => m.carInputSchema)`, so a form page
 * paints without zod and its contract's schemas (docs/architecture.md, "Bundle budget"). Declare it once at
 * module level (its identity keys the cache).
 */
export type SchemaLoader<S extends ZodSchemaLike> = () => Promise<S>;

const loaded = new WeakMap<SchemaLoader<ZodSchemaLike>, Promise<ZodSchemaLike>>();
const settled = new WeakMap<SchemaLoader<ZodSchemaLike>, ZodSchemaLike>();

/** The schema of `source`: itself, or what its loader gives (loaded once; a failed load is tried again). */
function loadSchema<S extends ZodSchemaLike>(source: S | SchemaLoader<S>): Promise<S> {
  if (typeof source !== 'function') return Promise.resolve(source);
  let promise = loaded.get(source) as Promise<S> | undefined;
  if (!promise) {
    promise = source().then(
      (schema) => {
        settled.set(source, schema);
        return schema;
      },
      (error: unknown) => {
        loaded.delete(source);
        throw error;
      },
    );
    loaded.set(source, promise);
  }
  return promise;
}

// The zod resolver (with @hookform/resolvers' error mapping) loads beside the form, like a loader's schema:
// nothing checks before the user submits or corrects a field.
let resolverModule: Promise<typeof import('@hookform/resolvers/zod')> | undefined;
const loadZodResolver = () => {
  resolverModule ??= import('@hookform/resolvers/zod').catch((error: unknown) => {
    resolverModule = undefined;
    throw error;
  });
  return resolverModule;
};

/** The schema of `source` if it is at hand now (given, or loaded before). */
const schemaAtHand = <S extends ZodSchemaLike>(source: S | SchemaLoader<S>): S | undefined =>
  typeof source === 'function' ? (settled.get(source) as S | undefined) : source;

/** Options of {@link useZodForm}: react-hook-form's, without the resolver (the schema is the resolver). */
export type UseZodFormOptions<S extends ZodSchemaLike> = Omit<
  UseFormProps<SchemaInput<S>, unknown, SchemaOutput<S>>,
  'resolver'
>;

function unparsedPaths(value: unknown, path: string[] = []): [string, UnparsedNumber][] {
  if (value instanceof UnparsedNumber) return [[path.join('.'), value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => unparsedPaths(item, [...path, String(i)]));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => unparsedPaths(item, [...path, key]));
  }
  return [];
}

/** The schema's check, except that a number or money field holding text says so (instead of "required"). */
function keepingUnparsedNumbers<I extends FieldValues, O>(
  inner: Resolver<I, unknown, O>,
): Resolver<I, unknown, O> {
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    const unparsed = unparsedPaths(values);
    if (unparsed.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<I>;
    for (const [path, value] of unparsed) {
      set(errors, path, { type: 'number', message: value.message ?? FORM_MESSAGES.notANumber });
    }
    return { values: {}, errors };
  };
}

/**
 * A react-hook-form form checked by a contract's zod schema: the schema's Arabic messages show under the
 * fields on submit and then as the user corrects them, and `onSubmit` receives the schema's output (the
 * API body). Number fields holding text that is not a number are refused with an Arabic message. Text
 * fields take the schema's `.max()` as their `maxLength`. The schema may be a {@link SchemaLoader}: the
 * form shows at once and the schema loads beside it (its limits apply once it is there).
 *
 * @example
 * const form = useZodForm(carInputSchema, { defaultValues: formValues(CAR_FIELDS, car) });
 * const loadCarSchema = () => import('./form-schemas').then((m) => m.carInputSchema);
 * const lazyForm = useZodForm(loadCarSchema, { defaultValues: formValues(CAR_FIELDS, car) });
 * <Form form={form} onSubmit={(input) => save.mutateAsync({ body: input })}>…</Form>
 */
export function useZodForm<S extends ZodSchemaLike>(
  source: S | SchemaLoader<S>,
  options: UseZodFormOptions<S> = {},
): UseFormReturn<SchemaInput<S>, unknown, SchemaOutput<S>> {
  const resolver = useMemo(
    (): Resolver<SchemaInput<S>, unknown, SchemaOutput<S>> =>
      keepingUnparsedNumbers(async (values, context, options) => {
        const [{ zodResolver }, schema] = await Promise.all([loadZodResolver(), loadSchema(source)]);
        const check = zodResolver(schema as never) as unknown as Resolver<
          SchemaInput<S>,
          unknown,
          SchemaOutput<S>
        >;
        return check(values, context, options);
      }),
    [source],
  );
  const form = useForm<SchemaInput<S>, unknown, SchemaOutput<S>>({ ...options, resolver });
  // A loader's schema: loaded once the form shows, then the fields take its limits (one render more).
  const [schema, setSchema] = useState(() => schemaAtHand(source));
  const current = schemaAtHand(source) ?? schema;
  useEffect(() => {
    void loadZodResolver().catch(() => {}); // The first check loads it again and reports the failure.
    if (schemaAtHand(source)) return;
    let live = true;
    loadSchema(source).then(
      (s) => live && setSchema(s),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [source]);
  // The text fields read their `maxLength` from the schema (TextField, TextAreaField).
  if (current) rememberSchema(form.control, current);
  return form;
}

/** A failed call as the kit reads it: @cc/api-client's ApiError fits (Arabic message, field errors). */
export interface ServerFailure {
  message?: string;
  fieldErrors?: readonly { field: string; message: string }[];
}

/**
 * Shows a failed save on the form, in one place: each field error of the server under its field (the
 * first one focused; errors of fields the form does not have are left out) and the server's message at
 * the top of the form ({@link Form} shows `errors.root.server`). Returns how many fields it marked, so a
 * screen can toast a failure that no field explains (a 409, a 500, no network).
 *
 * @example
 * catch (error) {
 *   if (applyServerErrors(form, error, errorMessage(error)) === 0) toast.error(errorMessage(error));
 * }
 */
export function applyServerErrors<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any context and output: only the values' paths matter here
  form: Pick<UseFormReturn<T, any, any>, 'setError' | 'getValues'>,
  error: unknown,
  message?: string,
): number {
  const failure = (error ?? {}) as ServerFailure;
  const fields = new Set(Object.keys(form.getValues() ?? {}));
  const marked = new Set<string>();
  for (const { field, message: text } of failure.fieldErrors ?? []) {
    const top = field.split('.')[0] ?? field;
    if (!fields.has(top) || marked.has(field)) continue;
    form.setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: marked.size === 0 });
    marked.add(field);
  }
  const summary = message ?? failure.message;
  if (summary) form.setError('root.server', { type: 'server', message: summary });
  return marked.size;
}
