/**
 * The value a map keeps under `key`, made by `make` and kept the first time it is asked for: the
 * prepared statements built once per database (plans, never answers).
 *
 * @example
 * const query = keptIn(prepared, db, () => sessionStateQuery(db));
 */
export function keptIn<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
