import {
  type CompanyExchangeRate,
  type CompanySettings,
  endpoints,
  MAX_LOGO_BYTES,
  SERVER_MESSAGES as MSG,
} from '@cc/contracts';
import { parseDefaultExchangeRate, parseMoney } from '@cc/domain';
import type { FakeDb } from '../db';
import { FAKE_MESSAGES, FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import { recorderOf } from '../ledger';

/** Decoded size of a base64 data URL. */
const dataUrlBytes = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};

/**
 * The company's settings as the server answers them: 404 without a company; PUT checks the logo's size
 * (413) and that each rounding step is a positive amount of its currency; an omitted logo is kept. The
 * default exchange rate: a change is a new setting of its history (newest first), the same rate none.
 */
export function companyRoutes(db: FakeDb): FakeRoute[] {
  const current = (): CompanySettings => {
    if (!db.company) throw notFound(MSG.companyNotFound);
    return db.company;
  };
  const exchangeRate = (): CompanyExchangeRate => ({
    current: structuredClone(db.exchangeRates[0] ?? null),
    history: structuredClone(db.exchangeRates),
  });
  return [
    route(endpoints.company.get, () => ({ data: structuredClone(current()) })),
    route(endpoints.company.update, ({ body }) => {
      const before = current();
      if (body.logo && dataUrlBytes(body.logo) > MAX_LOGO_BYTES)
        throw new FakeFailure(413, MSG.logoTooLarge, 'PAYLOAD_TOO_LARGE', [
          { field: 'logo', message: MSG.logoTooLarge },
        ]);
      for (const [field, value, currency] of [
        ['roundingStepIqd', body.roundingStepIqd, 'IQD'],
        ['roundingStepUsd', body.roundingStepUsd, 'USD'],
      ] as const) {
        const step = parseMoney(value, currency);
        if (!step.ok || step.value <= 0)
          throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [
            { field, message: step.ok ? MSG.roundingStepPositive : step.error },
          ]);
      }
      db.company = {
        ...before,
        name: body.name,
        phone: body.phone || null,
        address: body.address || null,
        timeZone: body.timeZone,
        roundingStepIqd: body.roundingStepIqd,
        roundingStepUsd: body.roundingStepUsd,
        ...(body.instalmentRemainder ? { instalmentRemainder: body.instalmentRemainder } : {}),
        ...(body.logo !== undefined ? { logo: body.logo } : {}),
      };
      return { data: structuredClone(db.company), message: MSG.companySaved };
    }),
    route(endpoints.company.exchangeRate, () => ({ data: exchangeRate() })),
    route(endpoints.company.setExchangeRate, ({ body, caller }) => {
      const parsed = parseDefaultExchangeRate(body.rate);
      if (!parsed.ok)
        throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [
          { field: 'rate', message: parsed.error },
        ]);
      if (db.exchangeRates[0]?.rate === parsed.value.text)
        return { data: exchangeRate(), message: MSG.exchangeRateUnchanged };
      db.exchangeRates.unshift({
        id: db.nextId('exchangeRates'),
        rate: parsed.value.text,
        setAt: db.now().toISOString(),
        setBy: recorderOf(caller),
      });
      return { data: exchangeRate(), message: MSG.exchangeRateSaved };
    }),
  ];
}
