import type { Tx } from '../db/client';

/** What a seed step may use: the transaction and what earlier steps created. */
export interface SeedContext {
  tx: Tx;
  passwordHash: string;
  companyId: number;
  companyUserId: number;
  branchIds: { baghdad: number; basra: number };
  userIds: Record<string, number>;
  /** The moment the demo is seeded at: its dates count back from that day in the company's time zone. */
  now: Date;
}

/** One step of the demo seed. */
export type SeedStep = (ctx: SeedContext) => Promise<void>;
