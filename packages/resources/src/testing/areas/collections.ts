import {
  type AgingReport,
  agingBands,
  bandDays,
  type CollectionFilters,
  type CollectionListQuery,
  type CollectionRow,
  type CollectionsReport,
  type Contact,
  DEFAULT_REMINDER_TEMPLATES,
  type Deal,
  endpoints,
  type FieldError,
  MAX_AGING_ROWS,
  MAX_REMINDER_BATCH,
  PAYMENT_METHOD_LABELS,
  REMINDER_KINDS,
  type ReceivedGroup,
  type ReminderFacts,
  type ReminderTemplate,
  reminderOf,
} from '@cc/contracts';
import { addDays, daysBetween, parseMoney, percentOf, toMajorString } from '@cc/domain';
import type { FakeDb } from '../db';
import { FAKE_MESSAGES, FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import { owedLateFees, recorderOf, todayOf } from '../ledger';
import { matchesKeyword, pageOf } from '../list';

const M = FAKE_MESSAGES;
const minor = (amount: string, currency: Deal['currency']) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

/** A deal as a row of the queue on `today`, or null when nothing is overdue and no promise is due. */
function rowOf(db: FakeDb, deal: Deal, today: string): (CollectionRow & { priority: number }) | null {
  if (deal.status !== 'ACTIVE') return null;
  const overdue = deal.paymentPlan.installments.filter((i) => i.status !== 'PAID' && i.dueDate < today);
  const contacts = db.contacts.filter((c) => c.dealId === deal.id).sort((a, b) => b.id - a.id);
  const promise = contacts.find((c) => c.outcome === 'PROMISED');
  const promiseToday = contacts.some((c) => c.promiseStatus === 'PENDING' && c.promiseDate === today);
  if (overdue.length === 0 && !promiseToday) return null;
  const owed = overdue.reduce(
    (sum, i) => sum + minor(i.amount, deal.currency) - minor(i.paidAmount, deal.currency),
    0,
  );
  const oldest = overdue.map((i) => i.dueDate).sort()[0] ?? null;
  const days = oldest ? daysBetween(oldest, today) : 0;
  const last = contacts[0];
  const collectorId = db.collectors.get(deal.id) ?? null;
  const collector = collectorId === null ? null : db.users.find((u) => u.id === collectorId);
  const broken = promise?.promiseStatus === 'BROKEN';
  return {
    id: deal.id,
    dealId: deal.id,
    dealKind: deal.kind,
    contractNumber: deal.contractNumber,
    currency: deal.currency,
    buyer: { id: deal.buyer.id ?? 0, fullName: deal.buyer.fullName, phone: deal.buyer.phone },
    guarantor: deal.guarantor
      ? { id: deal.guarantor.id ?? 0, fullName: deal.guarantor.fullName, phone: deal.guarantor.phone }
      : null,
    car: { id: deal.car.id, name: deal.car.name, plateNumber: deal.car.plateNumber },
    branchId: null,
    overdueAmount: toMajorString(owed, deal.currency),
    lateFees: owedLateFees(deal),
    daysOverdue: days,
    oldestDueDate: oldest,
    lastContact: last
      ? { kind: last.kind, outcome: last.outcome, createdAt: last.createdAt, createdBy: last.createdBy }
      : null,
    nextActionOn: last?.nextActionOn ?? null,
    collector: collector ? { id: collector.id, fullName: collector.fullName } : null,
    promise: promise
      ? { date: promise.promiseDate!, amount: promise.promiseAmount!, status: promise.promiseStatus! }
      : null,
    brokenPromise: broken,
    priority: (broken ? 2 : promiseToday ? 1 : 0) * 100_000 + days,
  };
}

const inBand = (days: number, band: string | undefined) => {
  if (!band) return true;
  const [from, to] = bandDays(band);
  return days >= from && (to === null || days <= to);
};

/** A deal's default mark as GET /collections/{id}/default answers it. */
function defaultOf(db: FakeDb, deal: Deal) {
  const mark = db.defaults.get(deal.id);
  return {
    dealId: deal.id,
    defaulted: mark !== undefined,
    defaultedAt: mark?.at ?? null,
    reason: mark?.reason ?? null,
  };
}

/** The queue, filtered and sorted as the server does (most urgent first by default). */
function queueOf(
  db: FakeDb,
  query: Partial<CollectionListQuery> | CollectionFilters,
  callerId: number,
): CollectionRow[] {
  const today = todayOf(db);
  const rows = db.deals
    .map((d) => rowOf(db, d, today))
    .filter((r): r is CollectionRow & { priority: number } => r !== null)
    .filter(
      (r) =>
        // Deals in default have their own tab (`defaulted`); the queue leaves them out otherwise.
        db.defaults.has(r.dealId) === Boolean(query.defaulted) &&
        (!query.currency || r.currency === query.currency) &&
        (!query.mine || r.collector?.id === callerId) &&
        (!query.collectorId || r.collector?.id === query.collectorId) &&
        inBand(r.daysOverdue, query.band) &&
        matchesKeyword(query.keyword, [
          r.buyer.fullName,
          r.buyer.phone,
          r.car.name,
          r.car.plateNumber,
          r.contractNumber,
        ]),
    );
  const key = ('sortBy' in query && query.sortBy) || 'priority';
  const sign =
    (('sortDirection' in query && query.sortDirection) || (key === 'nextActionOn' ? 'asc' : 'desc')) ===
    'desc'
      ? -1
      : 1;
  const value = (r: CollectionRow & { priority: number }) =>
    key === 'overdueAmount'
      ? Number(r.overdueAmount)
      : key === 'nextActionOn'
        ? (r.nextActionOn ?? '')
        : r[key];
  return rows
    .sort((a, b) => sign * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) || a.id - b.id)
    .map(({ priority: _, ...row }) => row);
}

/**
 * Collections as the server keeps them (docs/domain/collections.md): the queue from the deals'
 * overdue instalments and the contact log, logging contacts and promises, assigning collectors.
 */
export function collectionRoutes(db: FakeDb): FakeRoute[] {
  const dealOf = (id: number) => {
    const deal = db.deals.find((d) => d.id === id);
    if (!deal) throw notFound(M.collectionDealNotFound);
    return deal;
  };
  return [
    route(endpoints.collections.list, ({ query, caller }) =>
      pageOf(queueOf(db, query, recorderOf(caller).id), query),
    ),
    route(endpoints.collections.contacts, ({ params }) => {
      dealOf(params.id);
      return { data: db.contacts.filter((c) => c.dealId === params.id).sort((a, b) => b.id - a.id) };
    }),
    route(endpoints.collections.addContact, ({ params, body, caller }) => {
      const deal = dealOf(params.id);
      const today = todayOf(db);
      const errors: FieldError[] = [];
      let amount: string | null = null;
      if (body.outcome === 'PROMISED') {
        const parsed = parseMoney(body.promiseAmount ?? '', deal.currency);
        if (!parsed.ok) errors.push({ field: 'promiseAmount', message: parsed.error });
        else amount = toMajorString(parsed.value, deal.currency);
        if (body.promiseDate && body.promiseDate < today)
          errors.push({ field: 'promiseDate', message: M.promiseInPast });
      }
      if (errors.length > 0) throw new FakeFailure(400, M.validation, undefined, errors);
      const promised = body.outcome === 'PROMISED';
      const contact: Contact = {
        id: db.nextId('contacts'),
        dealId: deal.id,
        kind: body.kind,
        outcome: body.outcome,
        note: body.note || null,
        promiseDate: promised ? body.promiseDate! : null,
        promiseAmount: amount,
        promiseStatus: promised ? 'PENDING' : null,
        nextActionOn:
          body.nextActionOn ??
          (body.outcome === 'NO_ANSWER' ? addDays(today, 1) : promised ? body.promiseDate! : null),
        createdBy: recorderOf(caller),
        createdAt: db.now().toISOString(),
      };
      db.contacts.push(contact);
      return { data: structuredClone(contact), message: M.contactAdded };
    }),
    route(endpoints.collections.collectors, () => ({
      // The company account, then the active staff (the fake keeps no roles' permissions per user).
      data: [
        recorderOf(undefined),
        ...db.users
          .filter((u) => u.status === 'ACTIVE' && u.id !== recorderOf(undefined).id)
          .map((u) => ({ id: u.id, fullName: u.fullName })),
      ],
    })),
    route(endpoints.collections.assign, ({ body, caller }) => {
      const ids = body.filter
        ? queueOf(db, body.filter, recorderOf(caller).id).map((r) => r.dealId)
        : [...new Set(body.dealIds)];
      for (const id of ids) dealOf(id);
      for (const id of ids) db.collectors.set(id, body.collectorId);
      return { data: { assigned: ids.length }, message: M.collectionsAssigned };
    }),
    route(endpoints.collections.templates, () => ({ data: templatesOf(db) })),
    route(endpoints.collections.saveTemplates, ({ body }) => {
      for (const kind of REMINDER_KINDS) {
        const text = body[kind];
        if (text === null) db.reminderTemplates.delete(kind);
        else if (text !== undefined) db.reminderTemplates.set(kind, text);
      }
      return { data: templatesOf(db), message: M.reminderTemplatesSaved };
    }),
    route(endpoints.collections.dealReminders, ({ params }) => {
      const facts = factsOf(db, dealOf(params.id));
      return {
        data: (['BUYER', 'GUARANTOR'] as const).flatMap(
          (to) => reminderOf(facts, to, templatesOf(db), companyOf(db)) ?? [],
        ),
      };
    }),
    route(endpoints.collections.dealDefault, ({ params }) => ({
      data: defaultOf(db, dealOf(params.id)),
    })),
    // The server's order: a deal of the company, an ACTIVE one to mark, never marked twice nor cleared unmarked.
    route(endpoints.collections.setDealDefault, ({ params, body }) => {
      const deal = dealOf(params.id);
      const marked = db.defaults.has(deal.id);
      if (body.defaulted) {
        if (deal.status !== 'ACTIVE' || deal.paymentPlan.status !== 'ACTIVE')
          throw new FakeFailure(409, M.dealDefaultNotActive);
        if (marked) throw new FakeFailure(409, M.dealAlreadyDefaulted);
        db.defaults.set(deal.id, { at: db.now().toISOString(), reason: body.reason });
      } else {
        if (!marked) throw new FakeFailure(409, M.dealNotDefaulted);
        db.defaults.delete(deal.id);
      }
      return {
        data: defaultOf(db, deal),
        message: body.defaulted ? M.dealDefaultMarked : M.dealDefaultCleared,
      };
    }),
    route(endpoints.collections.reminders, ({ query, caller }) => {
      const { to = 'BUYER', ...filters } = query;
      const rows = queueOf(db, filters, recorderOf(caller).id).slice(0, MAX_REMINDER_BATCH);
      return {
        data: rows.flatMap((r) => {
          const deal = db.deals.find((d) => d.id === r.dealId)!;
          return reminderOf(factsOf(db, deal), to, templatesOf(db), companyOf(db)) ?? [];
        }),
      };
    }),
    route(endpoints.collections.settings, () => ({ data: { agingBands: [...db.agingBands] } })),
    route(endpoints.collections.saveSettings, ({ body }) => {
      db.agingBands = [...body.agingBands];
      return { data: { agingBands: [...db.agingBands] }, message: M.collectionSettingsSaved };
    }),
    route(endpoints.reports.aging, ({ query }) => ({ data: agingOf(db, query) })),
    route(endpoints.reports.collections, ({ query }) => ({ data: collectionsReportOf(db, query) })),
  ];
}

/** The aging report as the server makes it: each unpaid instalment of an active plan due before today. */
function agingOf(
  db: FakeDb,
  query: {
    groupBy: 'branch' | 'collector' | 'buyer';
    currency?: Deal['currency'] | undefined;
    branchId?: number | undefined;
  },
): AgingReport {
  const today = todayOf(db);
  const bands = agingBands(db.agingBands);
  type Figures = { amounts: number[]; counts: number[] };
  const groups = new Map<
    string,
    { id: number | null; name: string; currency: Deal['currency']; f: Figures }
  >();
  const totals = new Map<Deal['currency'], Figures>();
  const empty = (): Figures => ({ amounts: bands.map(() => 0), counts: bands.map(() => 0) });
  for (const deal of db.deals) {
    if (deal.status !== 'ACTIVE' || deal.paymentPlan.status !== 'ACTIVE') continue;
    if (query.currency && deal.currency !== query.currency) continue;
    if (query.branchId && deal.branch?.id !== query.branchId) continue;
    const collectorId = db.collectors.get(deal.id) ?? null;
    const [id, name] =
      query.groupBy === 'branch'
        ? [deal.branch?.id ?? null, deal.branch?.name ?? M.noBranch]
        : query.groupBy === 'buyer'
          ? [deal.buyer.id ?? null, deal.buyer.fullName]
          : [collectorId, db.users.find((u) => u.id === collectorId)?.fullName ?? M.noCollector];
    for (const i of deal.paymentPlan.installments) {
      if (i.status === 'PAID' || i.dueDate >= today) continue;
      const days = daysBetween(i.dueDate, today);
      const band = bands.findIndex((b) => b.to === null || days <= b.to);
      const left = minor(i.amount, deal.currency) - minor(i.paidAmount, deal.currency);
      const key = `${deal.currency}:${id}`;
      const group =
        groups.get(key) ?? groups.set(key, { id, name, currency: deal.currency, f: empty() }).get(key)!;
      const total = totals.get(deal.currency) ?? totals.set(deal.currency, empty()).get(deal.currency)!;
      for (const f of [group.f, total]) {
        f.amounts[band]! += left;
        f.counts[band]! += 1;
      }
    }
  }
  const major = (currency: Deal['currency'], f: Figures) => ({
    currency,
    amounts: f.amounts.map((a) => toMajorString(a, currency)),
    counts: f.counts,
    total: toMajorString(
      f.amounts.reduce((s, a) => s + a, 0),
      currency,
    ),
    count: f.counts.reduce((s, a) => s + a, 0),
  });
  const sum = (f: Figures) => f.amounts.reduce((s, a) => s + a, 0);
  const rows = [...groups.values()].sort(
    (a, b) => a.currency.localeCompare(b.currency) || sum(b.f) - sum(a.f),
  );
  return {
    today,
    groupBy: query.groupBy,
    bands,
    rows: rows
      .slice(0, MAX_AGING_ROWS * 2)
      .map((g) => ({ id: g.id, name: g.name, ...major(g.currency, g.f) })),
    totals: [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([c, f]) => major(c, f)),
    truncated: false,
  };
}

/** The collections report as the server makes it (received by day, method, branch or recorder). */
function collectionsReportOf(
  db: FakeDb,
  query: {
    from?: string | undefined;
    to?: string | undefined;
    groupBy: ReceivedGroup;
    branchId?: number | undefined;
  },
): CollectionsReport {
  const today = todayOf(db);
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  const dealOfPlan = (planId: number) => db.deals.find((d) => d.paymentPlan.id === planId);
  const standing = db.payments.filter((p) => {
    const deal = dealOfPlan(p.planId);
    return (
      p.entryKind === 'PAYMENT' &&
      p.reversalOf === null &&
      !p.reversed &&
      p.paidAt >= from &&
      p.paidAt <= to &&
      deal !== undefined &&
      (!query.branchId || deal.branch?.id === query.branchId)
    );
  });
  const groups = new Map<string, CollectionsReport['received'][number] & { minor: number }>();
  for (const p of standing) {
    const deal = dealOfPlan(p.planId)!;
    const [key, name] =
      query.groupBy === 'day'
        ? [p.paidAt, p.paidAt]
        : query.groupBy === 'method'
          ? [p.method, PAYMENT_METHOD_LABELS[p.method]]
          : query.groupBy === 'branch'
            ? [deal.branch ? String(deal.branch.id) : null, deal.branch?.name ?? M.noBranch]
            : [p.recordedBy ? String(p.recordedBy.id) : null, p.recordedBy?.fullName ?? M.unknownUser];
    const id = `${key}:${deal.currency}`;
    const g =
      groups.get(id) ??
      groups.set(id, { key, name, currency: deal.currency, amount: '', count: 0, minor: 0 }).get(id)!;
    g.minor += minor(p.amount, deal.currency);
    g.count += 1;
  }
  const totals = new Map<Deal['currency'], { received: number; due: number }>();
  const total = (c: Deal['currency']) => totals.get(c) ?? totals.set(c, { received: 0, due: 0 }).get(c)!;
  for (const g of groups.values()) total(g.currency).received += g.minor;
  for (const deal of db.deals) {
    if (deal.status === 'CANCELLED' || (query.branchId && deal.branch?.id !== query.branchId)) continue;
    for (const i of deal.paymentPlan.installments)
      if (i.dueDate >= from && i.dueDate <= to) total(deal.currency).due += minor(i.amount, deal.currency);
  }
  const promises = new Map<string, CollectionsReport['promises'][number]>();
  for (const c of db.contacts) {
    const date = c.createdAt.slice(0, 10);
    if (c.outcome !== 'PROMISED' || date < from || date > to) continue;
    const key = String(c.createdBy?.id ?? null);
    const p =
      promises.get(key) ??
      promises
        .set(key, {
          id: c.createdBy?.id ?? null,
          name: c.createdBy?.fullName ?? M.unknownUser,
          made: 0,
          kept: 0,
          broken: 0,
          pending: 0,
        })
        .get(key)!;
    p.made += 1;
    if (c.promiseStatus === 'KEPT') p.kept += 1;
    else if (c.promiseStatus === 'BROKEN') p.broken += 1;
    else p.pending += 1;
  }
  return {
    from,
    to,
    groupBy: query.groupBy,
    received: [...groups.values()]
      .sort((a, b) => String(a.key).localeCompare(String(b.key)) || a.currency.localeCompare(b.currency))
      .map(({ minor: m, ...g }) => ({ ...g, amount: toMajorString(m, g.currency) })),
    rates: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({
        currency,
        received: toMajorString(t.received, currency),
        due: toMajorString(t.due, currency),
        rate: percentOf(t.received, t.due),
      })),
    promises: [...promises.values()].sort((a, b) => b.made - a.made),
  };
}

const templatesOf = (db: FakeDb): ReminderTemplate[] =>
  REMINDER_KINDS.map((kind) => ({
    kind,
    body: db.reminderTemplates.get(kind) ?? DEFAULT_REMINDER_TEMPLATES[kind],
    isDefault: !db.reminderTemplates.has(kind),
  }));

const companyOf = (db: FakeDb) => ({ name: db.company?.name ?? '', phone: db.company?.phone ?? null });

/** What a reminder of the deal says, as the server reads it. */
function factsOf(db: FakeDb, deal: Deal): ReminderFacts {
  const today = todayOf(db);
  const unpaid = deal.paymentPlan.installments.filter((i) => i.status !== 'PAID');
  const overdue = unpaid.filter((i) => i.dueDate < today);
  const left = (i: (typeof unpaid)[number]) =>
    minor(i.amount, deal.currency) - minor(i.paidAmount, deal.currency);
  const oldest = overdue.map((i) => i.dueDate).sort()[0] ?? null;
  const next = unpaid.filter((i) => i.dueDate >= today).sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1))[0];
  const promise = db.contacts
    .filter((c) => c.dealId === deal.id && c.outcome === 'PROMISED')
    .sort((a, b) => b.id - a.id)[0];
  return {
    dealId: deal.id,
    dealKind: deal.kind,
    contractNumber: deal.contractNumber,
    currency: deal.currency,
    buyer: { fullName: deal.buyer.fullName, phone: deal.buyer.phone },
    guarantor: deal.guarantor ? { fullName: deal.guarantor.fullName, phone: deal.guarantor.phone } : null,
    overdueAmount: overdue.reduce((sum, i) => sum + left(i), 0),
    oldestDueDate: oldest,
    daysOverdue: oldest ? daysBetween(oldest, today) : 0,
    nextDue: next ? { date: next.dueDate, amount: left(next) } : null,
    promise: promise
      ? {
          date: promise.promiseDate!,
          amount: minor(promise.promiseAmount!, deal.currency),
          status: promise.promiseStatus!,
        }
      : null,
  };
}
