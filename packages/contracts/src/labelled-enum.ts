/**
 * An enum written once, as the record of its Arabic labels: its values are the record's keys in the
 * order written (a tuple zod's `z.enum` takes), its labels the record.
 *
 * @example
 * export const { values: ENGINE_TYPES, labels: ENGINE_TYPE_LABELS_AR } = labelledEnum({ PETROL: 'بنزين', DIESEL: 'ديزل' });
 * // ENGINE_TYPES: readonly ['PETROL', 'DIESEL'] as a tuple type of 'PETROL' | 'DIESEL'
 */
export function labelledEnum<const L extends Record<string, string>>(labels: L) {
  type Value = keyof L & string;
  return {
    values: Object.keys(labels) as unknown as readonly [Value, ...Value[]],
    labels: labels as Readonly<Record<Value, string>>,
  };
}
