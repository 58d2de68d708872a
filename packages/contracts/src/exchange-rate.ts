import { parseDefaultExchangeRate } from '@cc/domain';
import { z } from 'zod';
import { dataEnvelope } from './common';

// The company's default exchange rate (سعر الصرف الافتراضي, docs/domain/staff-and-settings.md): dinars
// for one dollar, kept with its history; the payment dialog starts from it, each payment keeps its own.

/** One setting of the default rate: the rate (decimal text, '1310', '1462.5'), from when, who set it. */
export const exchangeRateEntrySchema = z.object({
  id: z.number().int(),
  rate: z.string(),
  setAt: z.string(),
  setBy: z.object({ id: z.number().int(), fullName: z.string() }),
});
export type ExchangeRateEntry = z.infer<typeof exchangeRateEntrySchema>;

/** GET /company/exchange-rate: the current default (the latest setting; null: never set) and the history, newest first. */
export const companyExchangeRateSchema = z.object({
  current: exchangeRateEntrySchema.nullable(),
  history: z.array(exchangeRateEntrySchema),
});
export type CompanyExchangeRate = z.infer<typeof companyExchangeRateSchema>;
export const companyExchangeRateResponseSchema = dataEnvelope(companyExchangeRateSchema);

/**
 * Body of PUT /company/exchange-rate: the new default, typed with any digits ('١٣١٠', '1462.5'), more
 * than zero, four decimals at most, within DEFAULT_RATE_BOUNDS of @cc/domain (100 to 10000).
 */
export const exchangeRateInputSchema = z.object(
  {
    rate: z
      .union([z.string(), z.number()], { error: 'سعر الصرف مطلوب' })
      .nullable()
      .superRefine((value, ctx) => {
        const parsed = parseDefaultExchangeRate(value);
        if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
      }),
  },
  { error: 'سعر الصرف مطلوب' },
);
export type ExchangeRateInput = z.input<typeof exchangeRateInputSchema>;
