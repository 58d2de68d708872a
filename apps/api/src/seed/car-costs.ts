import { addDays, todayIn } from '@cc/domain';
import { sql } from 'drizzle-orm';
import { carExpenses, carPurchases } from '../db/schema';
import { rawRows } from '../lib/raw-rows';
import type { SeedContext } from './context';

// What the demo cars cost (docs/domain/car-costs.md): every car has a purchase, a sold car's at about
// 85% of its price in the deal's currency; a few have expenses; one was bought in dollars and sold in
// dinars, so the car page shows its two sides.

const SELLERS = ['معرض الرافدين', 'شركة الخليج لتجارة السيارات', 'مزاد البصرة', 'علي كاظم'];

export async function seedCarCosts(ctx: SeedContext): Promise<void> {
  const today = todayIn('Asia/Baghdad', ctx.now);
  const cars = await rawRows<{
    id: number;
    price: string | null;
    currency: string | null;
    contract_date: string | null;
  }>(
    ctx.tx,
    sql`select c.id, d.price::text as price, d.currency, d.contract_date::text as contract_date
        from cars c
        left join deals d on d.company_id = c.company_id and d.car_id = c.id
          and d.status <> 'CANCELLED' and d.repossessed_at is null
        where c.company_id = ${ctx.companyId}
        order by c.id`,
  );
  const purchases = cars.map((car, i) => {
    const sold = car.price !== null && car.currency !== null;
    // The USD car: the third sold one was bought in dollars (at about 1,310 dinars a dollar).
    const inDollars = sold && car.currency === 'IQD' && i === 2;
    const price = sold ? Number(car.price) : 15_000_000 + (i % 7) * 1_500_000;
    const amount = inDollars
      ? Math.round((price * 0.85) / 1310) * 100
      : Math.round((price * 0.85) / 1000) * 1000;
    const bought = car.contract_date ? addDays(car.contract_date, -30 - (i % 20)) : addDays(today, -10 - i);
    return {
      companyId: ctx.companyId,
      carId: car.id,
      amount: amount > 0 ? amount : 1000,
      currency: inDollars ? 'USD' : ((car.currency ?? 'IQD') as 'IQD' | 'USD'),
      date: bought,
      sellerName: SELLERS[i % SELLERS.length]!,
      updatedBy: ctx.companyUserId,
    };
  });
  if (purchases.length > 0) await ctx.tx.insert(carPurchases).values(purchases);
  const expenses = purchases
    .filter((_, i) => i % 3 === 0)
    .flatMap((p, i) => [
      {
        companyId: ctx.companyId,
        carId: p.carId,
        kind: 'REPAIR' as const,
        amount: p.currency === 'USD' ? 15_000 : 350_000 + (i % 4) * 50_000,
        currency: p.currency,
        date: addDays(p.date, 3),
        note: 'صيانة قبل العرض',
        createdBy: ctx.companyUserId,
      },
      {
        companyId: ctx.companyId,
        carId: p.carId,
        kind: 'REGISTRATION' as const,
        amount: 125_000,
        currency: 'IQD' as const,
        date: addDays(p.date, 5),
        note: 'نقل ملكية',
        createdBy: ctx.companyUserId,
      },
    ]);
  if (expenses.length > 0) await ctx.tx.insert(carExpenses).values(expenses);
}
