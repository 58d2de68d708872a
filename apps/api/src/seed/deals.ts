import {
  addDays,
  addMonthsClamped,
  type Currency,
  convertMoney,
  deferredTotal,
  generateSchedule,
  normalizeIdentifier,
  normalizeIraqiPhone,
  parseMoney,
  todayIn,
  withDownPayment,
} from '@cc/domain';
import { and, eq } from 'drizzle-orm';
import { cars, clearances, companies, deals, installments, paymentPlans, persons } from '../db/schema';
import { personSearchText } from '../lib/derived-columns';
import { DEMO_CARS } from './cars';
import type { SeedContext } from './context';
import { demoLedger, demoNumbers } from './ledger';

/** 20 account cards with Arabic names and Iraqi mobiles (stored normalised, as the API stores them). */
export const DEMO_PERSONS = [
  ['علي حسين كاظم', '07701234501', '199012345601', 'بغداد - الكرادة'],
  ['محمد جاسم عبد الله', '07801234502', '198811223302', 'بغداد - المنصور'],
  ['حسن فاضل عباس', '07501234503', '199205556603', 'البصرة - العشار'],
  ['زينب عادل محمود', '07711234504', '199507778804', 'بغداد - زيونة'],
  ['مصطفى كريم جواد', '07811234505', '198703334405', 'النجف - حي الأمير'],
  ['فاطمة صباح نوري', '07511234506', '199309990006', 'كربلاء - حي الحسين'],
  ['أحمد سلمان داود', '07721234507', '198601112207', 'بغداد - الأعظمية'],
  ['عباس منذر هادي', '07821234508', '199102223308', 'الحلة - المركز'],
  ['نور الهدى قاسم', '07521234509', '199704445509', 'بغداد - الدورة'],
  ['يوسف إبراهيم خليل', '07731234510', '198905556610', 'الموصل - الزهور'],
  ['سجاد رعد حميد', '07831234511', '199806667711', 'البصرة - الجزائر'],
  ['مريم طارق سعيد', '07531234512', '199407778812', 'أربيل - عينكاوة'],
  ['حيدر ناظم عيسى', '07741234513', '198508889913', 'بغداد - الشعب'],
  ['رقية مهدي صالح', '07841234514', '199609990014', 'الكوت - المركز'],
  ['عمر خالد وليد', '07541234515', '199010001115', 'الرمادي - المركز'],
  ['كرار ستار جبار', '07751234516', '199211112216', 'الديوانية - المركز'],
  ['آمنة فلاح حسن', '07851234517', '199912223317', 'بغداد - حي الجامعة'],
  ['ليث مؤيد عدنان', '07551234518', '198713334418', 'كركوك - المركز'],
  ['سيف الدين ماجد', '07761234519', '199314445519', 'السماوة - المركز'],
  ['هدى ياسين طه', '07861234520', '199515556620', 'العمارة - المركز'],
] as const;

interface DemoDeal {
  /** Index in DEMO_CARS (the car's seeded status must match: Active → plan ACTIVE, Paid → PAID). */
  car: number;
  kind: 'CONTRACT' | 'AUTHORIZATION';
  currency: Currency;
  price: string;
  down: string;
  /** 0 = CASH. */
  count: number;
  /** Months before today of the first due date (the contract is dated one month before it). */
  monthsAgo: number;
  /** Instalments paid in full, then an optional partial amount (major units). */
  paidInstalments: number;
  partial?: string;
  buyer: number;
  seller?: number;
  guarantor?: number;
  branch: 'baghdad' | 'basra';
  /**
   * Ledger entries after the payments, dated today (docs/domain/payments-and-reversal.md): 500 dollars
   * handed over on a dinar deal at 1310, a settlement discount, or a payment recorded by mistake and
   * reversed.
   */
  extra?: 'handedUsd' | 'discount' | 'reversal';
  /** A fully paid deal whose clearance (براءة ذمة) was issued on its last payment's date. */
  cleared?: boolean;
  /** Part of the down payment due later (باقي المقدمة, major units): due half a month after the contract, left unpaid. */
  deferred?: string;
  /**
   * The buyer stopped paying and the car was repossessed today (docs/domain/repossession.md): what
   * remained written off, and this much (major units) handed back to the buyer. The car is Pending again.
   */
  repossessed?: { refund: string };
  /**
   * Settled early (docs/domain/early-settlement.md) the day after the last instalment paid: a settlement
   * discount of this much (major units), then one payment of everything else.
   */
  settledEarly?: { discount: string };
}

/**
 * Deals on the demo cars that the car seed marks Active or Paid, consistent with those statuses, in both
 * currencies and kinds; dates count from today so some instalments stay overdue whenever it runs.
 */
const DEMO_DEALS: DemoDeal[] = [
  // Active cars: ACTIVE plans with something remaining. Several behind on payments (overdue).
  {
    car: 18,
    kind: 'CONTRACT',
    currency: 'USD',
    price: '68000',
    down: '20000',
    count: 12,
    monthsAgo: 5,
    paidInstalments: 5,
    buyer: 0,
    guarantor: 1,
    branch: 'baghdad',
  },
  {
    car: 19,
    kind: 'CONTRACT',
    currency: 'IQD',
    price: '32000000',
    down: '8000000',
    count: 10,
    monthsAgo: 6,
    paidInstalments: 3,
    partial: '1000000',
    buyer: 2,
    guarantor: 3,
    branch: 'baghdad',
    extra: 'handedUsd',
  },
  {
    car: 20,
    kind: 'AUTHORIZATION',
    currency: 'IQD',
    price: '41500000',
    down: '10000000',
    count: 12,
    monthsAgo: 4,
    paidInstalments: 1,
    buyer: 4,
    seller: 5,
    branch: 'basra',
    extra: 'discount',
  },
  {
    car: 21,
    kind: 'CONTRACT',
    currency: 'USD',
    price: '18750.50',
    down: '5000',
    count: 6,
    monthsAgo: 2,
    paidInstalments: 3,
    buyer: 6,
    branch: 'baghdad',
  },
  {
    car: 22,
    kind: 'AUTHORIZATION',
    currency: 'USD',
    price: '16200',
    down: '3000',
    count: 8,
    monthsAgo: 7,
    paidInstalments: 4,
    partial: '500',
    buyer: 7,
    seller: 8,
    guarantor: 9,
    branch: 'basra',
  },
  {
    car: 23,
    kind: 'CONTRACT',
    currency: 'IQD',
    price: '36000000',
    down: '0',
    count: 12,
    monthsAgo: 1,
    paidInstalments: 1,
    buyer: 10,
    guarantor: 11,
    branch: 'baghdad',
    extra: 'reversal',
  },
  {
    car: 24,
    kind: 'CONTRACT',
    currency: 'IQD',
    price: '19500000',
    down: '4500000',
    count: 9,
    monthsAgo: 3,
    paidInstalments: 0,
    deferred: '1500000',
    buyer: 12,
    branch: 'basra',
  },
  // A Pending car back in stock: its buyer stopped paying, the car was repossessed and the rest written off.
  {
    car: 17,
    kind: 'CONTRACT',
    currency: 'IQD',
    price: '24000000',
    down: '6000000',
    count: 10,
    monthsAgo: 6,
    paidInstalments: 2,
    buyer: 1,
    branch: 'baghdad',
    repossessed: { refund: '1000000' },
  },
  // Paid cars: PAID plans (cash, or every instalment paid).
  {
    car: 25,
    kind: 'CONTRACT',
    currency: 'USD',
    price: '27000',
    down: '27000',
    count: 0,
    monthsAgo: 10,
    paidInstalments: 0,
    buyer: 13,
    branch: 'baghdad',
  },
  {
    car: 26,
    kind: 'CONTRACT',
    currency: 'IQD',
    price: '9500000',
    down: '2500000',
    count: 7,
    monthsAgo: 12,
    paidInstalments: 7,
    buyer: 14,
    guarantor: 15,
    branch: 'baghdad',
    cleared: true,
  },
  {
    car: 27,
    kind: 'AUTHORIZATION',
    currency: 'USD',
    price: '15000',
    down: '6000',
    count: 6,
    monthsAgo: 11,
    paidInstalments: 6,
    buyer: 16,
    seller: 17,
    branch: 'basra',
  },
  {
    car: 28,
    kind: 'AUTHORIZATION',
    currency: 'IQD',
    price: '11000000',
    down: '3000000',
    count: 8,
    monthsAgo: 14,
    paidInstalments: 3,
    buyer: 18,
    seller: 19,
    branch: 'baghdad',
    settledEarly: { discount: '200000' },
  },
  {
    car: 29,
    kind: 'CONTRACT',
    currency: 'IQD',
    price: '6500000',
    down: '6500000',
    count: 0,
    monthsAgo: 9,
    paidInstalments: 0,
    buyer: 19,
    branch: 'basra',
  },
];

const minor = (text: string, currency: Currency) => {
  const r = parseMoney(text, currency);
  if (!r.ok) throw new Error(`demo amount ${text}: ${r.error}`);
  return r.value;
};

/** The demo's other kinds of ledger entries (on a dinar plan). */
async function ledgerExtra(
  ctx: SeedContext,
  ledger: ReturnType<typeof demoLedger>,
  extra: NonNullable<DemoDeal['extra']>,
  today: string,
) {
  const recordedBy = ctx.userIds.accountant ?? ctx.companyUserId;
  if (extra === 'handedUsd') {
    const converted = convertMoney(50_000, 'USD', 'IQD', '1310');
    if (!converted.ok) throw new Error(converted.error);
    await ledger.pay({
      amount: converted.value,
      method: 'CASH',
      paidAt: today,
      note: 'سُلِّمت بالدولار',
      isDownPayment: false,
      recordedBy,
      handed: { amount: 50_000, currency: 'USD', rate: '1310' },
    });
  } else if (extra === 'discount') {
    await ledger.discount({
      amount: 500_000,
      reason: 'خصم تسوية لتأخر تسليم السيارة',
      date: today,
      recordedBy: ctx.companyUserId,
    });
  } else {
    const mistaken = await ledger.pay({
      amount: 250_000,
      method: 'TRANSFER',
      paidAt: today,
      note: null,
      isDownPayment: false,
      recordedBy,
    });
    await ledger.reverse(mistaken, {
      reason: 'دفعة مسجلة بالخطأ',
      reversedAt: today,
      recordedBy: ctx.companyUserId,
    });
  }
}

const clampDate = (date: string, from: string, to: string) => (date < from ? from : date > to ? to : date);

/**
 * When an instalment was paid: a few days before or after its due date (−2 to +2, by a fixed turn, so the
 * seed stays deterministic), never before the contract nor after today. Dates spread over real days,
 * so the dashboard's today, this month and the months before differ.
 */
function paidOn(dueDate: string, turn: number, contractDate: string, today: string): string {
  return clampDate(addDays(dueDate, (turn % 5) - 2), contractDate, today);
}

export async function seedPersonsAndDeals(ctx: SeedContext): Promise<void> {
  const { tx, companyId } = ctx;
  const personIds = (
    await tx
      .insert(persons)
      .values(
        DEMO_PERSONS.map(([fullName, phone, nationalId, address]) => {
          const values = {
            fullName,
            phone: normalizeIraqiPhone(phone),
            nationalId: normalizeIdentifier(nationalId) || null,
            address,
            notes: null,
          };
          return { ...values, searchText: personSearchText(values), companyId, createdBy: ctx.companyUserId };
        }),
      )
      .returning({ id: persons.id })
  ).map((r) => r.id);

  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const today = todayIn(company!.timeZone, ctx.now);
  const carRows = await tx
    .select({ id: cars.id, chassisNumber: cars.chassisNumber, status: cars.status })
    .from(cars)
    .where(eq(cars.companyId, companyId));
  const carId = (index: number) =>
    carRows.find((c) => c.chassisNumber === DEMO_CARS[index]!.chassisNumber)!.id;

  const numbers = demoNumbers(companyId);
  for (const [index, d] of DEMO_DEALS.entries()) {
    const price = minor(d.price, d.currency);
    const down = minor(d.down, d.currency);
    const firstDue = addMonthsClamped(today, -d.monthsAgo);
    const contractDate = addMonthsClamped(firstDue, -1);
    const step = d.currency === 'IQD' ? company!.roundingStepIqd : company!.roundingStepUsd;
    const schedule =
      d.count === 0
        ? []
        : generateSchedule({
            financedAmount: price - down,
            count: d.count,
            firstDueDate: firstDue,
            roundingStep: step,
          });
    if (!Array.isArray(schedule) && !schedule.ok) throw new Error(`demo schedule: ${schedule.error}`);
    const rows = Array.isArray(schedule) ? schedule : schedule.value;
    const [deal] = await tx
      .insert(deals)
      .values({
        companyId,
        kind: d.kind,
        contractNumber: numbers.next(d.kind),
        contractDate,
        sellerType: d.seller === undefined ? 'COMPANY' : 'PERSON',
        sellerId: d.seller === undefined ? null : personIds[d.seller]!,
        buyerId: personIds[d.buyer]!,
        guarantorId: d.guarantor === undefined ? null : personIds[d.guarantor]!,
        carId: carId(d.car),
        branchId: ctx.branchIds[d.branch],
        currency: d.currency,
        price,
        createdBy: ctx.companyUserId,
      })
      .returning({ id: deals.id, contractNumber: deals.contractNumber });
    const dealId = deal!.id;
    const [plan] = await tx
      .insert(paymentPlans)
      .values({
        companyId,
        dealId,
        paymentType: d.count === 0 ? 'CASH' : 'INSTALLMENTS',
        currency: d.currency,
        totalAmount: price,
        downPayment: down,
        remainingAmount: price,
        installmentCount: rows.length,
        installmentAmount: rows[0]?.amount ?? 0,
        firstDueDate: rows[0]?.dueDate ?? null,
      })
      .returning();
    const deferred = d.deferred
      ? [{ sequence: -1, dueDate: addDays(contractDate, 15), amount: minor(d.deferred, d.currency) }]
      : [];
    const atSigning = down - deferredTotal(deferred);
    const scheduled = withDownPayment(rows, down, contractDate, deferred).map((s) => ({
      companyId,
      planId: plan!.id,
      sequence: s.sequence,
      dueDate: s.dueDate,
      amount: s.amount,
      contractNumber: deal!.contractNumber,
    }));
    const instalments =
      scheduled.length === 0 ? [] : await tx.insert(installments).values(scheduled).returning();
    const ledger = demoLedger(tx, numbers, plan!, instalments);
    let lastPaidAt = contractDate;
    const pay = async (amount: number, paidAt: string, isDownPayment: boolean) => {
      await ledger.pay({
        amount,
        method: isDownPayment || amount % 2 === 0 ? 'CASH' : 'TRANSFER',
        paidAt,
        note: isDownPayment ? 'الدفعة المقدمة' : null,
        isDownPayment,
        recordedBy: ctx.userIds.accountant ?? ctx.companyUserId,
      });
      lastPaidAt = paidAt;
    };
    if (atSigning > 0) await pay(atSigning, contractDate, true);
    for (const [k, r] of rows.slice(0, d.paidInstalments).entries()) {
      await pay(r.amount, paidOn(r.dueDate, index + k, contractDate, today), false);
    }
    if (d.partial) {
      // A part of the next instalment, brought in a few days ago (this month, unless today is its 1st-3rd).
      const next = rows[d.paidInstalments]!;
      const paidAt = clampDate(addDays(today, -(3 + index)), next.dueDate, today);
      await pay(minor(d.partial, d.currency), paidAt, false);
    }
    if (d.extra) await ledgerExtra(ctx, ledger, d.extra, today);
    if (d.settledEarly) {
      // The day after the last instalment paid: the discount, then one payment of all the rest.
      const on = clampDate(addDays(rows[d.paidInstalments - 1]!.dueDate, 1), contractDate, today);
      await ledger.discount({
        amount: minor(d.settledEarly.discount, d.currency),
        reason: 'خصم تسوية مبكرة',
        date: on,
        recordedBy: ctx.companyUserId,
      });
      await ledger.pay({
        amount: ledger.remaining(),
        method: 'CASH',
        paidAt: on,
        note: 'تسوية مبكرة',
        isDownPayment: false,
        recordedBy: ctx.userIds.accountant ?? ctx.companyUserId,
      });
      lastPaidAt = on;
    }
    if (d.repossessed) {
      const reason = 'توقف المشتري عن الدفع واستُرجعت السيارة بالتراضي';
      ledger.repossessed();
      await ledger.writeOff({ reason, date: today, recordedBy: ctx.companyUserId });
      await ledger.refund({
        amount: minor(d.repossessed.refund, d.currency),
        method: 'CASH',
        reason: 'فرق قيمة السيارة المسترجعة',
        date: today,
        recordedBy: ctx.companyUserId,
      });
      await tx
        .update(deals)
        .set({
          repossessedAt: today,
          repossessionReason: reason,
          repossessionOutcome: 'WRITE_OFF',
          repossessedBy: ctx.companyUserId,
        })
        .where(eq(deals.id, dealId));
      await tx.update(installments).set({ planCancelled: true }).where(eq(installments.planId, plan!.id));
    }
    await ledger.store();
    if (d.cleared) {
      await tx.insert(clearances).values({
        companyId,
        dealId,
        number: numbers.next('CLEARANCE'),
        issuedAt: lastPaidAt,
        issuedBy: ctx.companyUserId,
        totalPaid: price,
      });
    }
  }
  await numbers.store(tx);
  // The car seed's statuses and the plans must agree (Active ↔ ACTIVE, Paid ↔ PAID).
  const check = await tx
    .select({ car: cars.status, plan: paymentPlans.status })
    .from(deals)
    .innerJoin(cars, and(eq(cars.companyId, deals.companyId), eq(cars.id, deals.carId)))
    .innerJoin(paymentPlans, eq(paymentPlans.dealId, deals.id))
    .where(eq(deals.companyId, companyId));
  for (const c of check) {
    if ((c.car === 'Paid') !== (c.plan === 'PAID'))
      throw new Error(`demo deal inconsistent: car ${c.car}, plan ${c.plan}`);
  }
}
