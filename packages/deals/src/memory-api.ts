import type { Query } from '@cc/api-client';
import type {
  Branch,
  Car,
  CompanySettings,
  Deal,
  DealInput,
  ListEnvelope,
  Payment,
  PaymentInput,
  PaymentPlan,
  Person,
  PersonInput,
  RescheduleBody,
  TemplateSummary,
} from '@cc/contracts';
import { generateSchedule, parseMoney, toMajorString } from '@cc/domain';
import type { DealsApi, DealsKind } from './api';
import {
  DEMO_BRANCHES,
  DEMO_COMPANY,
  DEMO_PENDING_CARS,
  DEMO_PERSONS,
  DEMO_TEMPLATES,
  demoDeals,
} from './demo-deals';
import { roundingStepOf } from './money';

/** One recorded call of the in-memory api (tests assert on them). */
export interface MemoryDealsCall {
  method: keyof Omit<DealsApi, 'kind'>;
  args: unknown[];
}

/** Options of {@link createMemoryDealsApi}. */
export interface MemoryDealsOptions {
  kind?: DealsKind;
  deals?: Deal[];
  persons?: Person[];
  cars?: Car[];
  branches?: Branch[];
  company?: CompanySettings;
  payments?: Payment[];
  /** GET /templates/company; default {@link DEMO_TEMPLATES}. */
  templates?: TemplateSummary[];
  /** Delay of every answer (stories show the loading states). */
  delayMs?: number;
  listError?: Error;
  createError?: Error;
  cancelError?: Error;
  paymentError?: Error;
  reverseError?: Error;
}

/** The in-memory api with its recorded calls. */
export interface MemoryDealsApi extends DealsApi {
  readonly calls: MemoryDealsCall[];
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/**
 * An in-memory {@link DealsApi} for stories, tests and demos: filters like the server (plan status,
 * dates, overdue, cancelled, keyword), creates deals with generateSchedule, records payments against the
 * earliest instalments and numbers receipts.
 *
 * @example
 * const api = createMemoryDealsApi({ kind: 'contracts' });
 * <DealsListScreen api={api} kind="contracts" canCreate canCancel />
 */
export function createMemoryDealsApi(options: MemoryDealsOptions = {}): MemoryDealsApi {
  const kind = options.kind ?? 'contracts';
  const dealKind = kind === 'contracts' ? 'CONTRACT' : 'AUTHORIZATION';
  let deals = structuredClone(options.deals ?? demoDeals(dealKind));
  const persons = [...(options.persons ?? DEMO_PERSONS)];
  const cars = [...(options.cars ?? DEMO_PENDING_CARS)];
  const branches = options.branches ?? DEMO_BRANCHES;
  const company = options.company ?? DEMO_COMPANY;
  const payments: Payment[] = [...(options.payments ?? [])];
  const calls: MemoryDealsCall[] = [];
  let receipt = 500;

  const answer = async <T>(method: MemoryDealsCall['method'], args: unknown[], make: () => T): Promise<T> => {
    calls.push({ method, args });
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    return make();
  };
  const fail = (error: Error | undefined) => {
    if (error) throw error;
  };
  const find = (id: number) => {
    const deal = deals.find((d) => d.id === id);
    if (!deal) throw new Error('غير موجود');
    return deal;
  };

  const list = (query: Query): ListEnvelope<Deal> => {
    fail(options.listError);
    const keyword = String(query.keyword ?? '').trim();
    const rows = deals.filter(
      (d) =>
        (!query.planStatus || d.paymentPlan.status === query.planStatus) &&
        (!query.fromDate || d.contractDate >= String(query.fromDate)) &&
        (!query.toDate || d.contractDate <= String(query.toDate)) &&
        (String(query.overdue) !== 'true' || d.paymentPlan.installments.some((i) => i.overdue)) &&
        (query.cancelled === undefined ||
          (d.status === 'CANCELLED') === (String(query.cancelled) === 'true')) &&
        (!keyword ||
          [d.buyer.fullName, d.seller.fullName, d.car.name, String(d.contractNumber)].some((t) =>
            t.includes(keyword),
          )),
    );
    const size = Number(query.size ?? 10);
    const page = Number(query.page ?? 0);
    return {
      data: rows.slice(page * size, page * size + size),
      pagination: {
        currentPage: page,
        lastPage: Math.max(0, Math.ceil(rows.length / size) - 1),
        pageSize: size,
        totalItems: rows.length,
      },
    };
  };

  const create = (input: DealInput): Deal => {
    fail(options.createError);
    const currency = input.currency;
    const priceMinor = parseMoney(input.price, currency);
    const price = priceMinor.ok ? priceMinor.value : 0;
    const downParsed = input.downPayment === undefined ? null : parseMoney(input.downPayment, currency);
    const down = input.paymentType === 'CASH' ? price : downParsed?.ok ? downParsed.value : 0;
    const schedule =
      input.paymentType === 'INSTALLMENTS'
        ? generateSchedule({
            financedAmount: price - down,
            count: input.installmentCount ?? 1,
            firstDueDate: input.firstDueDate ?? isoToday(),
            roundingStep: roundingStepOf(company, currency),
          })
        : null;
    const installments = schedule?.ok ? schedule.value : [];
    const id = Math.max(0, ...deals.map((d) => d.id)) + 1;
    const car = cars.find((c) => c.id === input.carId) ?? DEMO_PENDING_CARS[0]!;
    const toParty = (pid: number | null | undefined) => {
      const p = persons.find((x) => x.id === pid);
      return p
        ? { id: p.id, fullName: p.fullName, phone: p.phone, nationalId: p.nationalId, address: p.address }
        : null;
    };
    const major = (m: number) => toMajorString(m, currency);
    const deal: Deal = {
      id,
      kind: dealKind,
      contractNumber: 1000 + id,
      contractDate: input.contractDate ?? isoToday(),
      sellerType: input.sellerType,
      seller: toParty(input.sellerId) ?? {
        id: null,
        fullName: company.name,
        phone: company.phone,
        nationalId: null,
        address: company.address,
      },
      buyer: toParty(input.buyerId) ?? {
        id: null,
        fullName: '',
        phone: null,
        nationalId: null,
        address: null,
      },
      guarantor: toParty(input.guarantorId),
      car: { ...car, year: car.model, status: price === down ? 'Paid' : 'Active' },
      branch: branches.find((b) => b.id === input.branchId) ?? null,
      templateId: input.templateId ?? null,
      notes: input.notes ?? null,
      currency,
      price: major(price),
      priceInWords: '',
      status: 'ACTIVE',
      cancelReason: null,
      company: { name: company.name, phone: company.phone, address: company.address },
      paymentPlan: {
        id,
        dealId: id,
        paymentType: input.paymentType,
        currency,
        totalAmount: major(price),
        downPayment: major(down),
        paidAmount: major(down),
        remainingAmount: major(price - down),
        status: price === down ? 'PAID' : 'ACTIVE',
        installmentCount: installments.length,
        installmentAmount: major(installments[0]?.amount ?? 0),
        firstDueDate: installments[0]?.dueDate ?? null,
        installments: installments.map((i) => ({
          id: id * 1000 + i.sequence,
          sequence: i.sequence,
          dueDate: i.dueDate,
          amount: major(i.amount),
          paidAmount: major(0),
          remainingAmount: major(i.amount),
          status: 'PENDING',
          overdue: false,
        })),
      },
      nextDueDate: installments[0]?.dueDate ?? null,
      createdAt: new Date().toISOString(),
    };
    deals = [deal, ...deals];
    return deal;
  };

  const record = (input: PaymentInput): Payment => {
    fail(options.paymentError);
    const deal = deals.find((d) => d.paymentPlan.id === input.planId);
    if (!deal) throw new Error('خطة الدفع غير موجودة');
    const currency = deal.currency;
    const m = (v: string | number) => {
      const r = parseMoney(v, currency);
      return r.ok ? r.value : 0;
    };
    let left = m(input.amount);
    const plan = deal.paymentPlan;
    for (const i of plan.installments) {
      const due = m(i.remainingAmount);
      const pay = Math.min(due, left);
      if (pay <= 0) continue;
      left -= pay;
      const paid = m(i.paidAmount) + pay;
      i.paidAmount = toMajorString(paid, currency);
      i.remainingAmount = toMajorString(m(i.amount) - paid, currency);
      i.status = m(i.amount) === paid ? 'PAID' : 'PARTIAL';
      if (i.status === 'PAID') i.overdue = false;
    }
    const paidTotal = m(plan.paidAmount) + m(input.amount);
    plan.paidAmount = toMajorString(paidTotal, currency);
    plan.remainingAmount = toMajorString(m(plan.totalAmount) - paidTotal, currency);
    if (m(plan.remainingAmount) <= 0) plan.status = 'PAID';
    deal.nextDueDate = plan.installments.find((i) => i.status !== 'PAID')?.dueDate ?? null;
    receipt += 1;
    const payment: Payment = {
      id: receipt,
      kind: 'PAYMENT',
      receiptNumber: receipt,
      planId: plan.id,
      dealId: deal.id,
      dealKind: deal.kind,
      contractNumber: deal.contractNumber,
      buyerName: deal.buyer.fullName,
      amount: toMajorString(m(input.amount), currency),
      currency,
      amountInWords: '',
      method: input.method,
      paidAt: input.paidAt ?? isoToday(),
      note: input.note ?? null,
      isDownPayment: false,
      remainingAfter: plan.remainingAmount,
      reversed: false,
      reversalOf: null,
      reversal: null,
      reversedAt: null,
      reverseReason: null,
      recordedBy: { id: 2, fullName: 'موظف' },
      createdAt: new Date().toISOString(),
    };
    payments.push(payment);
    return payment;
  };

  /** Like the server: a new entry pointing at the payment, the plan replayed without it (down payment first). */
  const reverse = (paymentId: number, reason: string): Payment => {
    fail(options.reverseError);
    const original = payments.find((p) => p.id === paymentId);
    if (!original) throw new Error('الدفعة غير موجودة');
    if (original.kind === 'REVERSAL') throw new Error('لا يمكن عكس قيد عكس');
    if (original.reversed) throw new Error('هذه الدفعة معكوسة مسبقاً');
    const deal = deals.find((d) => d.paymentPlan.id === original.planId);
    if (!deal) throw new Error('خطة الدفع غير موجودة');
    const currency = deal.currency;
    const m = (v: string) => (parseMoney(v, currency) as { value: number }).value;
    const plan = deal.paymentPlan;
    const paid = m(plan.paidAmount) - m(original.amount);
    plan.paidAmount = toMajorString(paid, currency);
    plan.remainingAmount = toMajorString(m(plan.totalAmount) - paid, currency);
    if (plan.status === 'PAID' && m(plan.remainingAmount) > 0) plan.status = 'ACTIVE';
    let left = Math.max(0, paid - m(plan.downPayment));
    for (const i of plan.installments) {
      const share = Math.min(m(i.amount), left);
      left -= share;
      i.paidAmount = toMajorString(share, currency);
      i.remainingAmount = toMajorString(m(i.amount) - share, currency);
      i.status = share === 0 ? 'PENDING' : share === m(i.amount) ? 'PAID' : 'PARTIAL';
    }
    deal.nextDueDate = plan.installments.find((i) => i.status !== 'PAID')?.dueDate ?? null;
    receipt += 1;
    const now = new Date().toISOString();
    const entry: Payment = {
      ...original,
      id: receipt,
      kind: 'REVERSAL',
      receiptNumber: receipt,
      paidAt: isoToday(),
      note: null,
      isDownPayment: false,
      remainingAfter: plan.remainingAmount,
      reversed: false,
      reversalOf: { id: original.id, receiptNumber: original.receiptNumber },
      reversal: null,
      reversedAt: now,
      reverseReason: reason,
      createdAt: now,
    };
    Object.assign(original, {
      reversed: true,
      reversal: { id: entry.id, receiptNumber: entry.receiptNumber },
      reversedAt: now,
      reverseReason: reason,
    });
    payments.push(entry);
    return entry;
  };

  const reschedule = (planId: number, body: RescheduleBody): PaymentPlan => {
    const deal = deals.find((d) => d.paymentPlan.id === planId);
    if (!deal) throw new Error('خطة الدفع غير موجودة');
    const plan = deal.paymentPlan;
    const currency = deal.currency;
    const paid = plan.installments.filter((i) => i.status !== 'PENDING');
    const unpaid = plan.installments
      .filter((i) => i.status === 'PENDING')
      .reduce((sum, i) => sum + (parseMoney(i.remainingAmount, currency) as { value: number }).value, 0);
    const schedule = generateSchedule({
      financedAmount: unpaid,
      count: body.installmentCount,
      firstDueDate: body.firstDueDate,
      roundingStep: roundingStepOf(company, currency),
    });
    if (!schedule.ok) throw new Error(schedule.error);
    plan.installments = [
      ...paid,
      ...schedule.value.map((s, n) => ({
        id: planId * 1000 + 500 + n,
        sequence: paid.length + s.sequence,
        dueDate: s.dueDate,
        amount: toMajorString(s.amount, currency),
        paidAmount: toMajorString(0, currency),
        remainingAmount: toMajorString(s.amount, currency),
        status: 'PENDING' as const,
        overdue: s.dueDate < isoToday(),
      })),
    ];
    plan.installmentCount = plan.installments.length;
    return plan;
  };

  return {
    kind,
    calls,
    list: (query) => answer('list', [query], () => structuredClone(list(query))),
    get: (id) => answer('get', [id], () => structuredClone(find(id))),
    create: (input) => answer('create', [input], () => structuredClone(create(input))),
    cancel: (id, reason) =>
      answer('cancel', [id, reason], () => {
        fail(options.cancelError);
        const deal = find(id);
        deal.status = 'CANCELLED';
        deal.cancelReason = reason;
        deal.paymentPlan.status = 'CANCELLED';
      }),
    payments: (dealId) =>
      answer('payments', [dealId], () => structuredClone(payments.filter((p) => p.dealId === dealId))),
    reversePayment: (paymentId, reason) =>
      answer('reversePayment', [paymentId, reason], () => structuredClone(reverse(paymentId, reason))),
    recordPayment: (input) => answer('recordPayment', [input], () => record(input)),
    reschedule: (planId, body) =>
      answer('reschedule', [planId, body], () => structuredClone(reschedule(planId, body))),
    searchPersons: (keyword) =>
      answer('searchPersons', [keyword], () => persons.filter((p) => p.fullName.includes(keyword.trim()))),
    createPerson: (input: PersonInput) =>
      answer('createPerson', [input], () => {
        const person: Person = {
          id: Math.max(0, ...persons.map((p) => p.id)) + 1,
          fullName: input.fullName.trim(),
          phone: input.phone ?? null,
          nationalId: input.nationalId ?? null,
          address: input.address ?? null,
          notes: input.notes ?? null,
          createdAt: new Date().toISOString(),
        };
        persons.push(person);
        return person;
      }),
    searchPendingCars: (keyword) =>
      answer('searchPendingCars', [keyword], () =>
        cars.filter((c) => c.status === 'Pending' && `${c.name} ${c.plateNumber}`.includes(keyword.trim())),
      ),
    branches: () => answer('branches', [], () => branches),
    company: () => answer('company', [], () => company),
    templates: () => answer('templates', [], () => structuredClone(options.templates ?? DEMO_TEMPLATES)),
  };
}
