import { CAR_ORIGINS, CAR_TYPES, ENGINE_TYPES } from '@cc/contracts';
import { normalizeArabic } from '@cc/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

// Realistic Arabic names for the benchmark's company, written as staff type them: hamza on and off the
// alif (أوبل / اوبل), taa marbuta and haa (سيارة / سياره), alif maqsura (مصطفى / مصطفي). The search column
// holds the normalised text exactly as the API writes it (normalizeArabic), so a search for one spelling
// finds the others.

const CAR_NAMES = [
  'تويوتا كامري',
  'تويوتا لاندكروزر',
  'هيونداي إلنترا',
  'هيونداي النترا',
  'كيا سيراتو',
  'أوبل أسترا',
  'اوبل استرا',
  'نيسان صني',
  'مرسيدس الفئة إي',
  'شفروليه ماليبو',
  'سيارة صالون بيضاء',
  'سياره صالون بيضاء',
  'ميتسوبيشي لانسر',
  'إيسوزو بيك أب',
  'ايسوزو بيك اب',
  'فورد إكسبلورر',
  'جيلي إمجراند',
  'شيري تيغو',
  'بي إم دبليو الفئة الخامسة',
  'لكزس إل إكس',
];

const PERSON_NAMES = [
  'أحمد',
  'احمد',
  'إبراهيم',
  'ابراهيم',
  'مصطفى',
  'مصطفي',
  'علي',
  'حسين',
  'فاطمة',
  'فاطمه',
  'زينب',
  'آمنة',
  'امنه',
  'عائشة',
  'يوسف',
  'مرتضى',
  'مؤمن',
  'عائشه',
];
const FAMILY_NAMES = [
  'الجبوري',
  'العبيدي',
  'الأسدي',
  'الاسدي',
  'التميمي',
  'الربيعي',
  'الخفاجي',
  'الإمارة',
  'الكعبي',
  'الزبيدي',
  'آل ياسين',
  'الموسوي',
];

/**
 * Keywords as staff type them, for the cars list: makes and words of the names above, with and without
 * hamza on the alif, taa marbuta or haa, and plates with Arabic-Indic digits. Each finds cars.
 */
export const CAR_KEYWORDS = [
  'تويوتا',
  'كامري',
  'لاندكروزر',
  'هيونداي',
  'إلنترا',
  'النترا',
  'كيا سيراتو',
  'أوبل',
  'اوبل',
  'أسترا',
  'استرا',
  'نيسان',
  'مرسيدس',
  'شفروليه',
  'سيارة',
  'سياره',
  'صالون',
  'بيضاء',
  'ميتسوبيشي',
  'إيسوزو',
  'ايسوزو',
  'بيك أب',
  'بيك اب',
  'فورد',
  'إكسبلورر',
  'اكسبلورر',
  'جيلي',
  'امجراند',
  'شيري',
  'دبليو',
  'لكزس',
  'بغداد ١٢',
];

/** Keywords for the persons list: first and family names, with their hamza and taa-marbuta variants. */
export const PERSON_KEYWORDS = [
  'أحمد',
  'احمد',
  'إبراهيم',
  'ابراهيم',
  'مصطفى',
  'مصطفي',
  'فاطمة',
  'فاطمه',
  'آمنة',
  'امنه',
  'عائشة',
  'عائشه',
  'مؤمن',
  'مومن',
  'يوسف',
  'حسين',
  'زينب',
  'مرتضى',
  'الجبوري',
  'الأسدي',
  'الاسدي',
  'الإمارة',
  'الاماره',
  'آل ياسين',
  'الموسوي',
  'التميمي',
  'الكعبي',
  'الربيعي',
];

const valuesOf = (names: string[]) =>
  sql.join(
    names.map((name, k) => sql`(${k}::int, ${name}::text, ${normalizeArabic(name)}::text)`),
    sql`, `,
  );

const COLOURS = ['أبيض', 'أسود', 'فضي', 'رمادي', 'أحمر', 'أزرق', 'ذهبي', 'بني'];

/** `values` as an SQL array literal of text. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Gives the scale company's cars and persons realistic names, and the cars the rest of what the list
 * sorts and filters by: kilometres, colour, type, origin, engine, cylinders and passengers (a tenth of
 * the optional ones left empty, as staff leave them).
 */
export async function giveArabicText(db: Db, companyId: number): Promise<void> {
  // Each attribute from its own stride through the car's id, so that they vary independently.
  const some = (list: ReturnType<typeof textArray>, length: number, prime: number) =>
    sql`case when c.id % 10 = 3 then null else (${list})[1 + (c.id * ${prime}) % ${length}] end`;
  await db.execute(sql`
    update cars c set name = v.name,
           search_text = v.norm || ' | ' || c.plate_number || ' | ' || c.chassis_key || ' | ' || c.plate_key,
           kilometers = (c.id * 7919) % 300000,
           color = (${textArray(COLOURS)})[1 + (c.id * 13) % ${COLOURS.length}],
           type = ${some(textArray(CAR_TYPES), CAR_TYPES.length, 17)},
           origin = ${some(textArray(CAR_ORIGINS), CAR_ORIGINS.length, 19)},
           engine_type = ${some(textArray(ENGINE_TYPES), ENGINE_TYPES.length, 23)},
           cylinder_count = case when c.id % 10 = 7 then null else (array[4, 4, 6, 8])[1 + (c.id * 29) % 4] end,
           passenger_count = case when c.id % 10 = 7 then null else (array[5, 5, 7, 2, 8])[1 + (c.id * 31) % 5] end
    from (values ${valuesOf(CAR_NAMES)}) v(k, name, norm)
    where c.company_id = ${companyId} and v.k = c.id % ${CAR_NAMES.length}`);
  const full = PERSON_NAMES.flatMap((first) =>
    FAMILY_NAMES.map(
      (family) => `${first} ${PERSON_NAMES[(first.length * 7) % PERSON_NAMES.length]} ${family}`,
    ),
  );
  await db.execute(sql`
    update persons p set full_name = v.name || ' ' || p.id, search_text = v.norm || ' ' || p.id || ' | 0770' || lpad(p.id::text, 7, '0')
    from (values ${valuesOf(full)}) v(k, name, norm)
    where p.company_id = ${companyId} and v.k = p.id % ${full.length}`);
  for (const table of ['cars', 'persons']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}
