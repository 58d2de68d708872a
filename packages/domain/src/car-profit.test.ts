import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carProfit } from './car-profit';

describe('carProfit', () => {
  it('is the sale less every cost when all is in one currency', () => {
    expect(
      carProfit({
        sale: { amount: 20_000_000, currency: 'IQD' },
        costs: [
          { amount: 15_000_000, currency: 'IQD' },
          { amount: 250_000, currency: 'IQD' },
        ],
      }),
    ).toEqual({
      sides: [{ currency: 'IQD', revenue: 20_000_000, cost: 15_250_000, net: 4_750_000 }],
      profit: { amount: 4_750_000, currency: 'IQD' },
      sold: true,
    });
  });

  it('keeps dollars and dinars apart and gives no single figure across them', () => {
    const result = carProfit({
      sale: { amount: 20_000_000, currency: 'IQD' },
      costs: [
        { amount: 1_000_000, currency: 'USD' },
        { amount: 100_000, currency: 'IQD' },
      ],
    });
    expect(result.profit).toBeNull();
    expect(result.sides).toEqual([
      { currency: 'IQD', revenue: 20_000_000, cost: 100_000, net: 19_900_000 },
      { currency: 'USD', revenue: 0, cost: 1_000_000, net: -1_000_000 },
    ]);
  });

  it('an unsold car has costs and no profit; a sale with no cost recorded is all profit', () => {
    expect(carProfit({ sale: null, costs: [{ amount: 5, currency: 'USD' }] })).toMatchObject({
      profit: null,
      sold: false,
      sides: [{ currency: 'USD', revenue: 0, cost: 5, net: -5 }],
    });
    expect(carProfit({ sale: { amount: 7, currency: 'USD' }, costs: [] }).profit).toEqual({
      amount: 7,
      currency: 'USD',
    });
  });

  it('the sides always add up: per currency, net = revenue − cost, and costs are never lost', () => {
    const money = fc.integer({ min: 0, max: 10_000_000_000 });
    const currency = fc.constantFrom('IQD' as const, 'USD' as const);
    fc.assert(
      fc.property(
        fc.option(fc.record({ amount: money, currency })),
        fc.array(fc.record({ amount: money, currency }), { maxLength: 8 }),
        (sale, costs) => {
          const { sides, profit } = carProfit({ sale, costs });
          for (const s of sides) expect(s.net).toBe(s.revenue - s.cost);
          const costOf = (c: string) =>
            costs.filter((x) => x.currency === c).reduce((a, x) => a + x.amount, 0);
          for (const s of sides) expect(s.cost).toBe(costOf(s.currency));
          if (profit) expect(sides).toHaveLength(1);
        },
      ),
    );
  });
});
