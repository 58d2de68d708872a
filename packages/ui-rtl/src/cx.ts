/** Joins class names, skipping falsy entries. Internal helper. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
