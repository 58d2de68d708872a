import {
  type CompanyExchangeRate,
  type CompanySettings,
  type companySettingsInputSchema,
  type ExchangeRateEntry,
  type exchangeRateInputSchema,
  MAX_LOGO_BYTES,
} from '@cc/contracts';
import {
  type Currency,
  parseDefaultExchangeRate,
  parseExchangeRate,
  parseMoney,
  toMajorString,
} from '@cc/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { isImageDataUrl } from '../../lib/image-magic';
import { MSG } from '../../messages';
import * as repo from './repository';

type Input = z.output<typeof companySettingsInputSchema>;

/** A rounding step from major units (the form) to stored minor units, parsed from its decimal text. */
function toMinor(value: number, currency: Currency, field: string): number {
  const parsed = parseMoney(value, currency);
  if (!parsed.ok || parsed.value <= 0)
    throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, [
      { field, message: parsed.ok ? MSG.roundingStepPositive : parsed.error },
    ]);
  return parsed.value;
}

const toSettings = (row: repo.CompanyRow): CompanySettings => ({
  ...row,
  roundingStepIqd: Number(toMajorString(row.roundingStepIqd, 'IQD')),
  roundingStepUsd: Number(toMajorString(row.roundingStepUsd, 'USD')),
  instalmentRemainder: row.instalmentRemainder,
});

/** How many settings of the default exchange rate GET /company/exchange-rate answers (newest first). */
const RATE_HISTORY_SIZE = 100;

/** A stored rate ('1310.0000') as the API writes it ('1310'). */
const rateText = (stored: string) => {
  const parsed = parseExchangeRate(stored);
  return parsed.ok ? parsed.value.text : stored;
};

const toRateEntry = (row: repo.ExchangeRateRow): ExchangeRateEntry => ({
  id: row.id,
  rate: rateText(row.rate),
  setAt: row.setAt.toISOString(),
  setBy: { id: row.setById, fullName: row.setByName },
});

/** Decoded size of a base64 data URL, without decoding it. */
function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function createCompanyService(db: Db) {
  async function readExchangeRate(companyId: number): Promise<CompanyExchangeRate> {
    const history = (await repo.listExchangeRates(db, companyId, RATE_HISTORY_SIZE)).map(toRateEntry);
    return { current: history[0] ?? null, history };
  }

  return {
    async get(ctx: RequestContext): Promise<CompanySettings> {
      const row = await repo.findCompany(db, companyOf(ctx));
      if (!row) throw notFound(MSG.companyNotFound);
      return toSettings(row);
    },

    /**
     * Replaces the settings. Rounding steps arrive in major units (IQD 1000, USD 0.5) and are stored in
     * minor units; an omitted logo is kept (it is large and rarely changes), null removes it.
     */
    async update(ctx: RequestContext, input: Input): Promise<CompanySettings> {
      const companyId = companyOf(ctx);
      if (input.logo && dataUrlBytes(input.logo) > MAX_LOGO_BYTES)
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', MSG.logoTooLarge, [
          { field: 'logo', message: MSG.logoTooLarge },
        ]);
      // The bytes must be the image the label says (a PNG label on an HTML or SVG file is refused).
      if (input.logo && !isImageDataUrl(input.logo))
        throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, [
          { field: 'logo', message: MSG.logoNotImage },
        ]);
      const values = {
        name: input.name,
        phone: input.phone || null,
        address: input.address || null,
        timeZone: input.timeZone,
        roundingStepIqd: toMinor(input.roundingStepIqd, 'IQD', 'roundingStepIqd'),
        roundingStepUsd: toMinor(input.roundingStepUsd, 'USD', 'roundingStepUsd'),
        ...(input.instalmentRemainder ? { instalmentRemainder: input.instalmentRemainder } : {}),
        ...(input.logo !== undefined ? { logo: input.logo } : {}),
      };
      return db.transaction(async (tx) => {
        const before = await repo.findCompany(tx, companyId, true);
        if (!before) throw notFound(MSG.companyNotFound);
        const after = await repo.updateCompany(tx, companyId, values);
        // The logo itself is not copied into the audit log: only whether it changed.
        const summary = ({ logo, ...rest }: repo.CompanyRow) => ({ ...rest, hasLogo: logo !== null });
        await audited(tx, ctx, {
          action: 'COMPANY_SETTINGS_UPDATED',
          entity: 'company',
          entityId: companyId,
          changes: {
            before: summary(before),
            after: { ...summary(after), ...(before.logo !== after.logo ? { logoChanged: true } : {}) },
          },
        });
        return toSettings(after);
      });
    },

    /** The default exchange rate (the latest setting; null: never set) and its history, newest first. */
    exchangeRate(ctx: RequestContext): Promise<CompanyExchangeRate> {
      return readExchangeRate(companyOf(ctx));
    },

    /**
     * Sets the default exchange rate (dinars for one dollar, within DEFAULT_RATE_BOUNDS): a change is a new
     * row of its history (rate, from now, who), audited; the rate it already is changes nothing (`changed`
     * false). Payments keep the rate they were recorded with.
     */
    async setExchangeRate(
      ctx: RequestContext,
      input: z.output<typeof exchangeRateInputSchema>,
    ): Promise<{ result: CompanyExchangeRate; changed: boolean }> {
      const companyId = companyOf(ctx);
      const parsed = parseDefaultExchangeRate(input.rate);
      if (!parsed.ok)
        throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, [
          { field: 'rate', message: parsed.error },
        ]);
      const rate = parsed.value.text;
      const changed = await db.transaction(async (tx) => {
        // The company row's lock orders two settings at once: each compares with the one before it.
        if (!(await repo.findCompany(tx, companyId, true))) throw notFound(MSG.companyNotFound);
        const [latest] = await repo.listExchangeRates(tx, companyId, 1);
        const before = latest ? rateText(latest.rate) : null;
        if (before === rate) return false;
        await repo.insertExchangeRate(tx, { companyId, rate, setBy: ctx.userId });
        await audited(tx, ctx, {
          action: 'EXCHANGE_RATE_SET',
          entity: 'company',
          entityId: companyId,
          changes: { before: { exchangeRate: before }, after: { exchangeRate: rate } },
        });
        return true;
      });
      return { result: await readExchangeRate(companyId), changed };
    },
  };
}
