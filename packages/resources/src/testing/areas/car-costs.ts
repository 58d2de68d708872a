import { type CarCosts, endpoints } from '@cc/contracts';
import { type Currency, carProfit, parseEntryAmount, parseMoney, toMajorString } from '@cc/domain';
import type { FakeDb } from '../db';
import { FAKE_MESSAGES, FakeFailure, type FakeRoute, notFound, route } from '../fake-api';

// What a car cost and earned (docs/domain/car-costs.md), as the server answers it: CAR_COSTS is checked
// by the fake's router from the endpoint's access rule.

const minor = (amount: string, currency: Currency) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

const invalid = (field: string, message: string) =>
  new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [{ field, message }]);

function amountOf(amount: string | number, currency: Currency): number {
  const parsed = parseEntryAmount(amount, currency);
  if (!parsed.ok) throw invalid('amount', parsed.error);
  return parsed.value;
}

/** The car's costs answer: its purchase and expenses, its open deal as the sale, the profit per currency. */
function costsOf(db: FakeDb, carId: number): CarCosts {
  const stored = db.carCosts.get(carId) ?? { purchase: null, expenses: [] };
  const deal = db.deals.find((d) => d.car.id === carId && d.status !== 'CANCELLED');
  const sale = deal ? { amount: minor(deal.price, deal.currency), currency: deal.currency } : null;
  const costs = [...(stored.purchase ? [stored.purchase] : []), ...stored.expenses].map((c) => ({
    amount: minor(c.amount, c.currency),
    currency: c.currency,
  }));
  const profit = carProfit({ sale, costs });
  return {
    carId,
    purchase: structuredClone(stored.purchase),
    expenses: structuredClone(stored.expenses),
    sale: deal
      ? {
          dealId: deal.id,
          kind: deal.kind,
          contractNumber: deal.contractNumber,
          contractDate: deal.contractDate,
          price: deal.price,
          currency: deal.currency,
        }
      : null,
    sides: profit.sides.map((s) => ({
      currency: s.currency,
      revenue: toMajorString(s.revenue, s.currency),
      cost: toMajorString(s.cost, s.currency),
      net: toMajorString(s.net, s.currency),
    })),
    profit: profit.profit
      ? {
          amount: toMajorString(profit.profit.amount, profit.profit.currency),
          currency: profit.profit.currency,
        }
      : null,
  };
}

export function carCostRoutes(db: FakeDb): FakeRoute[] {
  const car = (id: number) => {
    if (!db.cars.some((c) => c.id === id)) throw notFound('السيارة غير موجودة');
    return db.carCosts.get(id) ?? { purchase: null, expenses: [] };
  };
  return [
    route(endpoints.carCosts.get, ({ params }) => {
      car(params.id);
      return { data: costsOf(db, params.id) };
    }),
    route(endpoints.carCosts.setPurchase, ({ params, body }) => {
      const stored = car(params.id);
      const amount = amountOf(body.amount, body.currency);
      const seller =
        body.sellerPersonId != null
          ? {
              id: body.sellerPersonId,
              fullName: db.persons.find((p) => p.id === body.sellerPersonId)?.fullName ?? '',
            }
          : body.sellerName?.trim()
            ? { id: null, fullName: body.sellerName.trim() }
            : null;
      if (!seller) throw invalid('sellerPersonId', 'اختر البائع من الحسابات أو اكتب اسمه');
      stored.purchase = {
        amount: toMajorString(amount, body.currency),
        currency: body.currency,
        date: body.date,
        seller,
        note: body.note?.trim() || null,
      };
      db.carCosts.set(params.id, stored);
      return { data: costsOf(db, params.id), message: 'تم حفظ سعر الشراء' };
    }),
    route(endpoints.carCosts.addExpense, ({ params, body }) => {
      const stored = car(params.id);
      const amount = amountOf(body.amount, body.currency);
      const key = body.receiptFileKey ?? null;
      if (key !== null && !db.files.has(key))
        throw invalid('receiptFileKey', 'صورة الوصل غير موجودة، ارفعها من جديد');
      stored.expenses.push({
        id: db.nextId('carExpenses'),
        kind: body.kind,
        amount: toMajorString(amount, body.currency),
        currency: body.currency,
        date: body.date,
        note: body.note?.trim() || null,
        receipt: key ? { key, url: db.files.get(key) ?? '' } : null,
        createdBy: 'معرض الأمانة للسيارات',
      });
      db.carCosts.set(params.id, stored);
      return { data: costsOf(db, params.id), message: 'تمت إضافة المصروف' };
    }),
    route(endpoints.carCosts.removeExpense, ({ params }) => {
      const stored = car(params.id);
      const at = stored.expenses.findIndex((e) => e.id === params.expenseId);
      if (at < 0) throw notFound('المصروف غير موجود');
      stored.expenses.splice(at, 1);
      return { data: costsOf(db, params.id), message: 'تم حذف المصروف' };
    }),
    route(endpoints.carCosts.report, ({ query }) => {
      const sold = db.deals.filter(
        (d) => d.status !== 'CANCELLED' && d.contractDate >= query.from && d.contractDate <= query.to,
      );
      const rows = new Map<
        string,
        { key: string; name: string; currency: Currency; revenue: number; cost: number; sales: number }
      >();
      const add = (
        key: string,
        name: string,
        currency: Currency,
        revenue: number,
        cost: number,
        sales: number,
      ) => {
        const k = `${key}|${currency}`;
        const row = rows.get(k) ?? { key, name, currency, revenue: 0, cost: 0, sales: 0 };
        row.revenue += revenue;
        row.cost += cost;
        row.sales += sales;
        rows.set(k, row);
      };
      for (const d of sold) {
        const key = query.groupBy === 'month' ? d.contractDate.slice(0, 7) : String(d.branch?.id ?? '');
        const name = query.groupBy === 'month' ? key : (d.branch?.name ?? '');
        add(key, name, d.currency, minor(d.price, d.currency), 0, 1);
        const stored = db.carCosts.get(d.car.id);
        for (const c of [...(stored?.purchase ? [stored.purchase] : []), ...(stored?.expenses ?? [])])
          add(key, name, c.currency, 0, minor(c.amount, c.currency), 0);
      }
      const list = [...rows.values()].sort(
        (a, b) => a.key.localeCompare(b.key) || a.currency.localeCompare(b.currency),
      );
      const totals = (['IQD', 'USD'] as const)
        .map((currency) => {
          const of = list.filter((r) => r.currency === currency);
          const revenue = of.reduce((s, r) => s + r.revenue, 0);
          const cost = of.reduce((s, r) => s + r.cost, 0);
          return { currency, revenue, cost, sales: of.reduce((s, r) => s + r.sales, 0), n: of.length };
        })
        .filter((t) => t.n > 0);
      const m = toMajorString;
      return {
        data: {
          from: query.from,
          to: query.to,
          groupBy: query.groupBy,
          rows: list.map((r) => ({
            key: r.key,
            name: r.name,
            currency: r.currency,
            revenue: m(r.revenue, r.currency),
            cost: m(r.cost, r.currency),
            net: m(r.revenue - r.cost, r.currency),
            sales: r.sales,
          })),
          totals: totals.map((t) => ({
            currency: t.currency,
            revenue: m(t.revenue, t.currency),
            cost: m(t.cost, t.currency),
            net: m(t.revenue - t.cost, t.currency),
            sales: t.sales,
          })),
        },
      };
    }),
  ];
}
