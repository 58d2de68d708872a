import { z } from 'zod';
import { dataEnvelope } from './common';

/** GET /admin/stats (super administrator only): platform figures. */
export const adminStatsSchema = z.object({
  companies: z.number().int().min(0),
  activeCompanies: z.number().int().min(0),
  users: z.number().int().min(0),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export const adminStatsResponseSchema = dataEnvelope(adminStatsSchema);
