import type {
  Branch,
  Car,
  CarCosts,
  CarPhoto,
  CashClosing,
  CashHandover,
  Clearance,
  CompanySettings,
  Contact,
  Deal,
  ExchangeRateEntry,
  Notification,
  Payment,
  PaymentPlan,
  Permission,
  Person,
  PersonDocument,
  ReminderKind,
  Role,
  StaffUser,
  Template,
  TemplateKind,
  View,
} from '@cc/contracts';
import type { LateFeeRule } from '@cc/domain';
import type { FakeHistoryEntry } from './data/history';
import type { FakeCharge } from './ledger';

/**
 * The fake's data: plain arrays of the contract's own types, mutated by the handlers. Each area of the
 * fake (`areas/*.ts`) reads and writes its collections and may read the others (a deal reads its car).
 */
export interface FakeDb {
  cars: Car[];
  persons: Person[];
  deals: Deal[];
  plans: PaymentPlan[];
  payments: Payment[];
  /** Clearances issued (GET /clearance/{id} answers), voided ones kept. */
  clearances: Clearance[];
  /** Collections: every deal's contact log, and each deal's collector (user id). */
  contacts: Contact[];
  collectors: Map<number, number | null>;
  /** Deals marked in default (PUT /collections/{id}/default), by deal id: when and why. */
  defaults: Map<number, { at: string; reason: string }>;
  /** The company's own reminder texts by kind (PUT /collections/templates); absent: the default. */
  reminderTemplates: Map<ReminderKind, string>;
  /** Upper ends of the aging bands (GET/PUT /collections/settings). */
  agingBands: number[];
  /** The charges ledger of every plan (late fees; made by `chargeLateFees` of the late-fees area). */
  charges: FakeCharge[];
  /** The cash box's closings (reopened ones kept) and handovers (docs/domain/cash-box.md). */
  cashClosings: CashClosing[];
  cashHandovers: CashHandover[];
  /** What each car cost (docs/domain/car-costs.md), by car id: its purchase and expenses. */
  carCosts: Map<number, { purchase: CarCosts['purchase']; expenses: CarCosts['expenses'] }>;
  /** The company's late-fee rule (GET/PUT /collections/late-fees). */
  lateFeeRule: LateFeeRule;
  roles: Role[];
  permissions: Permission[];
  /** Permission ids per role id. */
  rolePermissions: Map<number, number[]>;
  users: StaffUser[];
  branches: Branch[];
  company: CompanySettings | null;
  /** The default exchange rate's settings, newest first (the first is the current one). */
  exchangeRates: ExchangeRateEntry[];
  templates: Template[];
  /** The company's marked default template per kind (PUT /templates/{id}/default); none: the system one. */
  defaultTemplates: Map<TemplateKind, number>;
  views: View[];
  /** The signed-in user's notifications. */
  notifications: Notification[];
  /** The records' histories (GET /history), newest first per record; the fake's writes add none. */
  history: FakeHistoryEntry[];
  /** Uploaded files by key (data URLs). */
  files: Map<string, string>;
  /** A car's photos by car id, and an account card's documents by card id (docs/domain/attachments.md). */
  carPhotos: Map<number, CarPhoto[]>;
  personDocuments: Map<number, PersonDocument[]>;
  /** The next id of a collection (ids grow per collection, starting after the seed's largest). */
  nextId(collection: string): number;
  /** "Now" of the fake (fixed in tests through `createFakeBackend({ now })`). */
  now(): Date;
}

/** Seed of a fake: any collection left out starts with the demo data of its area. */
export type FakeSeed = Partial<Omit<FakeDb, 'nextId' | 'now'>> & { now?: Date };

/** A new id counter per collection, starting after the largest id present. */
export function idCounter(start: (collection: string) => number): (collection: string) => number {
  const next = new Map<string, number>();
  return (collection) => {
    const value = next.get(collection) ?? start(collection) + 1;
    next.set(collection, value + 1);
    return value;
  };
}
