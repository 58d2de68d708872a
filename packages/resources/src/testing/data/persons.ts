import type { Deal, DealCurrency, DealParty, Payment, Person } from '@cc/contracts';

const ROWS: [string, string | null, string | null, string | null][] = [
  ['أحمد علي حسين', '07701234567', '199012345678', 'بغداد - الكرادة'],
  ['محمد جاسم كاظم', '07801112233', '198823456789', 'بغداد - المنصور'],
  ['علي حسن عبد الله', '07502223344', '199234567890', 'البصرة - العشار'],
  ['فاطمة كريم مهدي', '07713334455', null, 'النجف - حي السعد'],
  ['حسين عباس جبار', '07724445566', '198545678901', 'كربلاء - حي الحسين'],
  ['زينب ستار عودة', null, '199556789012', 'بغداد - زيونة'],
  ['عمر خالد إبراهيم', '07735556677', '199067890123', 'الموصل - الزهور'],
  ['مصطفى رعد ناصر', '07746667788', null, null],
  ['نور الهدى سلمان', '07757778899', '199389012345', 'بابل - الحلة'],
  ['يوسف قاسم محمود', '07768889900', '198790123456', 'أربيل - عينكاوة'],
  ['سجاد حيدر فاضل', '07779990011', '199601234567', 'بغداد - الشعلة'],
  ['مريم أحمد طه', '07780001122', null, 'ديالى - بعقوبة'],
];

/**
 * Twelve demo account cards with Arabic names (stories, tests); the demo deals name them by id.
 *
 * @example
 * createTestApi({ persons: DEMO_PERSONS.slice(0, 3) });
 */
export const DEMO_PERSONS: readonly Person[] = ROWS.map(([fullName, phone, nationalId, address], index) => ({
  id: index + 1,
  fullName,
  phone,
  nationalId,
  address,
  notes: index === 0 ? 'زبون دائم' : null,
  createdAt: `2026-0${1 + (index % 9)}-1${index % 10}T09:00:00.000Z`,
}));

const party = (person: Person): DealParty => ({
  id: person.id,
  fullName: person.fullName,
  phone: person.phone,
  nationalId: person.nationalId,
  address: person.address,
});

interface DemoDealSpec {
  id: number;
  kind?: Deal['kind'];
  seller?: Person;
  buyer: Person;
  guarantor?: Person;
  currency: DealCurrency;
  price: string;
  remaining: string;
  status?: Deal['status'];
  planStatus?: Deal['paymentPlan']['status'];
}

/**
 * A complete deal record (the shape of GET /contracts/{id}) from the few fields an account-card story
 * needs: fixed amounts, no instalments, no ledger behind it (for exact sums in tests).
 *
 * @example
 * demoAccountDeal({ id: 1, buyer: DEMO_PERSONS[0]!, currency: 'IQD', price: '25000000', remaining: '15000000' });
 */
export function demoAccountDeal(spec: DemoDealSpec): Deal {
  const status = spec.status ?? 'ACTIVE';
  const planStatus = spec.planStatus ?? (status === 'CANCELLED' ? 'CANCELLED' : 'ACTIVE');
  return {
    id: spec.id,
    kind: spec.kind ?? 'CONTRACT',
    contractNumber: 1000 + spec.id,
    contractDate: '2026-03-15',
    sellerType: spec.seller ? 'PERSON' : 'COMPANY',
    seller: spec.seller
      ? party(spec.seller)
      : { id: null, fullName: 'معرض النخيل للسيارات', phone: null, nationalId: null, address: null },
    buyer: party(spec.buyer),
    guarantor: spec.guarantor ? party(spec.guarantor) : null,
    car: {
      id: spec.id,
      name: 'تويوتا كامري',
      model: 2021,
      year: 2021,
      color: 'أبيض',
      type: 'SEDAN',
      plateNumber: `بغداد ${12340 + spec.id} أ`,
      chassisNumber: `JTDBR32E72012345${spec.id % 10}`,
      status: planStatus === 'PAID' ? 'Paid' : status === 'CANCELLED' ? 'Pending' : 'Active',
    },
    branch: null,
    templateId: null,
    notes: null,
    currency: spec.currency,
    price: spec.price,
    priceInWords: '',
    status,
    cancelReason: status === 'CANCELLED' ? 'رغبة المشتري' : null,
    repossession: null,
    company: { name: 'معرض النخيل للسيارات', phone: null, address: null },
    paymentPlan: {
      id: spec.id,
      dealId: spec.id,
      paymentType: 'INSTALLMENTS',
      currency: spec.currency,
      totalAmount: spec.price,
      downPayment: '0',
      paidAmount: spec.price,
      discountAmount: '0',
      writtenOffAmount: '0',
      refundedAmount: '0',
      chargeAmount: '0',
      remainingAmount: spec.remaining,
      status: planStatus,
      installmentCount: 12,
      installmentAmount: spec.price,
      firstDueDate: '2026-04-15',
      installments: [],
    },
    nextDueDate: null,
    createdAt: '2026-03-15T09:00:00.000Z',
  };
}

const [ahmad, mohammed, ali] = DEMO_PERSONS as [Person, Person, Person];

/**
 * Deals of the first person's account card (أحمد): buyer in IQD and USD deals (one cancelled, one paid),
 * guarantor in one and seller in another. He owes 12,500,000 IQD and 1,250.50 USD. Seed them with
 * {@link DEMO_ACCOUNT_PAYMENTS} in place of the ledger's demo deals: `createTestApi({ deals, payments })`.
 */
export const DEMO_ACCOUNT_DEALS: readonly Deal[] = [
  demoAccountDeal({
    id: 1,
    buyer: ahmad,
    guarantor: ali,
    currency: 'IQD',
    price: '25000000',
    remaining: '10000000',
  }),
  demoAccountDeal({
    id: 2,
    kind: 'AUTHORIZATION',
    buyer: ahmad,
    currency: 'IQD',
    price: '5000000',
    remaining: '2500000',
  }),
  demoAccountDeal({ id: 3, buyer: ahmad, currency: 'USD', price: '15000.00', remaining: '1000.25' }),
  demoAccountDeal({ id: 4, buyer: ahmad, currency: 'USD', price: '900.00', remaining: '250.25' }),
  demoAccountDeal({
    id: 5,
    buyer: ahmad,
    currency: 'IQD',
    price: '9000000',
    remaining: '9000000',
    status: 'CANCELLED',
  }),
  demoAccountDeal({
    id: 6,
    buyer: mohammed,
    guarantor: ahmad,
    currency: 'IQD',
    price: '30000000',
    remaining: '20000000',
  }),
  demoAccountDeal({
    id: 7,
    seller: ahmad,
    buyer: ali,
    currency: 'USD',
    price: '8000.00',
    remaining: '0.00',
    planStatus: 'PAID',
  }),
];

const demoPayment = (
  id: number,
  deal: Deal,
  amount: string,
  remainingAfter: string,
  more: Partial<Payment> = {},
): Payment => ({
  id,
  kind: 'PAYMENT',
  receiptNumber: 200 + id,
  planId: deal.paymentPlan.id,
  dealId: deal.id,
  dealKind: deal.kind,
  contractNumber: deal.contractNumber,
  buyerName: deal.buyer.fullName,
  amount,
  currency: deal.currency,
  amountInWords: '',
  method: 'CASH',
  paidAt: '2026-03-15',
  note: null,
  isDownPayment: false,
  remainingAfter,
  reversed: false,
  reversalOf: null,
  reversal: null,
  reversedAt: null,
  reverseReason: null,
  recordedBy: { id: 2, fullName: 'موظف الحسابات' },
  entryKind: 'PAYMENT',
  reason: null,
  handedAmount: null,
  handedCurrency: null,
  exchangeRate: null,
  branch: null,
  createdAt: '2026-03-15T09:00:00.000Z',
  ...more,
});

const [deal1, deal2, deal3] = DEMO_ACCOUNT_DEALS as [Deal, Deal, Deal];

/**
 * Payments of {@link DEMO_ACCOUNT_DEALS} (the newest first, as GET /payments?personId= answers): a down
 * payment, an instalment paid by transfer, a USD payment, and a payment reversed by a reversal entry.
 */
export const DEMO_ACCOUNT_PAYMENTS: readonly Payment[] = [
  demoPayment(5, deal1, '1000000', '10000000', {
    kind: 'REVERSAL',
    paidAt: '2026-04-02',
    reversalOf: { id: 4, receiptNumber: 204, paidAt: '2026-04-01' },
    reversedAt: '2026-04-02T09:00:00.000Z',
    reverseReason: 'إيصال مكرر',
  }),
  demoPayment(4, deal1, '1000000', '9000000', {
    paidAt: '2026-04-01',
    reversed: true,
    reversal: { id: 5, receiptNumber: 205, paidAt: '2026-04-02' },
    reversedAt: '2026-04-02T09:00:00.000Z',
    reverseReason: 'إيصال مكرر',
  }),
  demoPayment(3, deal3, '13999.75', '1000.25', { method: 'TRANSFER' }),
  demoPayment(2, deal2, '2500000', '2500000', { isDownPayment: true }),
  demoPayment(1, deal1, '15000000', '10000000', { isDownPayment: true }),
];
