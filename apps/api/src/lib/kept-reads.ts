import { BoundedMap } from './bounded-map';

/**
 * Reads this process keeps while no change to what they read can be missed (issue 18): the session
 * states of recent calls (lib/session-state.ts) and the counts, page anchors and answers of the cars lists
 * (features/cars/repository.ts). All of it is dropped ({@link clear}) whenever what they read may have
 * changed:
 *
 * - a write request answered by this process (the auth plugin's onSend hook, before the answer leaves);
 * - a change made anywhere else: the database's triggers notify a channel (migrations 0020, 0021) that
 *   every process hears (PostgreSQL: the bus's listening connection, features/notifications/bus.ts;
 *   the embedded database: its own notifications, before the committing statement answers). Until
 *   that is heard, and whenever the listening connection drops, nothing is kept ({@link setListening});
 * - and whatever happens, an entry older than `maxAgeMs`.
 *
 * A value read while a change was being made (a clear came during the read) is used once, not kept.
 */
export class KeptReads<V> {
  private readonly entries: BoundedMap<string, { value: V; at: number }>;
  private generation = 0;

  constructor(
    private listening: boolean,
    private readonly maxAgeMs: number,
    maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  /** The kept value under `key`, or `load`'s answer (kept when `keep` allows it and nothing changed). */
  async read(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const started = this.now();
    const hit = this.entries.get(key);
    if (hit && started - hit.at < this.maxAgeMs) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (this.listening && generation === this.generation && keep(value))
      this.entries.set(key, { value, at: started });
    else this.entries.delete(key);
    return value;
  }

  /** What they read may have changed: forget every kept value (and the reads under way). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** How many times the kept values were dropped (tests wait for a change to be heard). */
  get clears(): number {
    return this.generation;
  }

  /** Whether changes made by other processes reach this one; while they do not, nothing is kept. */
  setListening(listening: boolean): void {
    this.clear();
    this.listening = listening;
  }

  get size(): number {
    return this.entries.size;
  }
}
