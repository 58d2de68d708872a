import type { CarSortKey } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * `count` cars in a company for the page-order tests: colours, types, models and kilometres repeat (ties
 * broken by id); kilometres, types, origins, engines and cylinders are sometimes unknown (nulls placed by
 * the sort); half are sold. `tag` (Latin) makes their chassis numbers unique to the test.
 */
export async function insertVariedCars(db: Db, companyId: number, count: number, tag: string) {
  const upper = tag.toUpperCase();
  const lower = tag.toLowerCase();
  await db.execute(sql`
    insert into cars (company_id, name, model, color, type, plate_number, chassis_number, kilometers,
                      cylinder_count, passenger_count, engine_type, origin, status, search_text,
                      plate_key, chassis_key)
    select ${companyId}, 'هيونداي ' || g % 40, 2000 + g % 20, (array['أسود','أبيض','فضي'])[1 + g % 3],
           case when g % 5 = 0 then null else (array['SUV','SEDAN','PICKUP'])[1 + g % 3] end,
           'نينوى ' || g, ${upper} || g, case when g % 7 = 0 then null else (g % 50) * 1000 end,
           case when g % 9 = 0 then null else 4 + g % 3 * 2 end, 2 + g % 6,
           case when g % 4 = 0 then null else (array['PETROL','DIESEL','HYBRID'])[1 + g % 3] end,
           case when g % 6 = 0 then null else (array['GULF','KOREAN'])[1 + g % 2] end,
           case when g % 2 = 0 then 'Paid' else 'Pending' end,
           'هيونداي ' || g || ' | نينوى ' || g || ' | ' || ${lower} || g, 'نينوى' || g, ${lower} || g
    from generate_series(1, ${count}) g`);
}

/** Each sort key's column, for the tests' own plain ORDER BY … OFFSET answer. */
export const CAR_SORT_COLUMN: Record<CarSortKey, string> = {
  id: 'id',
  model: 'model',
  color: 'color',
  type: 'type',
  name: 'name',
  plateNumber: 'plate_number',
  chassisNumber: 'chassis_number',
  kilometers: 'kilometers',
  cylinderCount: 'cylinder_count',
  passengerCount: 'passenger_count',
  engineType: 'engine_type',
  origin: 'origin',
  status: 'status',
};
