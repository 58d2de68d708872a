import { type Control, type FieldValues, useFormContext } from 'react-hook-form';

/** A zod (v4) schema as read for its limits: its definition and, for a string, its `.max()`. */
interface ZodNode {
  _zod?: {
    def?: { type?: string; innerType?: unknown; in?: unknown; shape?: Record<string, unknown> };
    bag?: { maximum?: unknown };
  };
  maxLength?: number | null;
}

/** Wrappers whose inner schema holds the field's rules. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** Where a schema that is not a zod object reads its limits (a {@link checkedSchema} built on a contract's). */
export const LIMITS_FROM = Symbol('cc.limitsFrom');

function unwrap(node: ZodNode | undefined): ZodNode | undefined {
  let current = node;
  for (let depth = 0; current && depth < 20; depth++) {
    const def = current._zod?.def;
    if (def?.type && WRAPPERS.has(def.type)) current = def.innerType as ZodNode;
    else if (def?.type === 'pipe') current = def.in as ZodNode;
    else return current;
  }
  return current;
}

/**
 * The most characters a text field of the schema takes (its `.max()`), read from the schema itself so
 * that no form repeats the contract's limit; `undefined` when the field has none or is not a string.
 *
 * @example
 * schemaTextLimit(carInputSchema, 'notes'); // 1000
 */
export function schemaTextLimit(schema: unknown, path: string): number | undefined {
  let node = unwrap(
    ((schema as Record<symbol, unknown> | null)?.[LIMITS_FROM] ?? schema) as ZodNode | undefined,
  );
  for (const key of path.split('.')) {
    const def = node?._zod?.def;
    if (def?.type !== 'object' || !def.shape) return undefined;
    node = unwrap(def.shape[key] as ZodNode | undefined);
  }
  if (node?._zod?.def?.type !== 'string') return undefined;
  const max = node.maxLength ?? node._zod.bag?.maximum;
  return typeof max === 'number' && Number.isFinite(max) ? max : undefined;
}

// The schema of each form of useZodForm, by its control: a field finds its limit without being told.
const schemas = new WeakMap<object, unknown>();

/** Remembers the schema of a form's control (called by useZodForm). */
export function rememberSchema(control: object, schema: unknown): void {
  schemas.set(control, schema);
}

/**
 * A text field's limit: the one given, else its form schema's `.max()` (see {@link schemaTextLimit}).
 */
export function useTextLimit<T extends FieldValues>(
  name: string,
  control: Control<T> | undefined,
  given: number | undefined,
): number | undefined {
  const context = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  if (given !== undefined) return given;
  const owner = control ?? context?.control;
  return owner ? schemaTextLimit(schemas.get(owner), name) : undefined;
}

/** From which share of the limit the counter shows (80 %). */
export const COUNTER_FROM = 0.8;
