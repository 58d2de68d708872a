/**
 * A Map that holds at most `limit` entries: setting a key makes it the newest, and once full the oldest
 * entry goes first. The in-process caches (permission lists, verified tokens, estimated list totals)
 * keep their entries in one.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    this.delete(key);
    if (this.size >= this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
