import type {
  Branch,
  Car,
  CompanySettings,
  Deal,
  DealParty,
  Installment,
  Payment,
  Person,
  TemplateSummary,
} from '@cc/contracts';

/** Demo account cards (stories, tests). */
export const DEMO_PERSONS: Person[] = [
  {
    id: 1,
    fullName: 'علي حسين كاظم',
    phone: '07701234567',
    nationalId: '199012345678',
    address: 'بغداد - الكرادة',
    notes: null,
    createdAt: '2025-01-02T09:00:00Z',
  },
  {
    id: 2,
    fullName: 'زينب عباس جاسم',
    phone: '07809876543',
    nationalId: null,
    address: 'البصرة',
    notes: null,
    createdAt: '2025-01-03T09:00:00Z',
  },
  {
    id: 3,
    fullName: 'مصطفى كريم علوان',
    phone: null,
    nationalId: '198805556666',
    address: null,
    notes: null,
    createdAt: '2025-01-04T09:00:00Z',
  },
];

/**
 * The templates GET /templates/company answers for the demo company: the four system ones (ids 1–4)
 * and two contract templates of its own (none for authorizations).
 */
export const DEMO_TEMPLATES: TemplateSummary[] = [
  { id: 1, name: 'قالب الوكالة', kind: 'AUTHORIZATION', system: true },
  { id: 2, name: 'قالب العقد', kind: 'CONTRACT', system: true },
  { id: 3, name: 'قالب الإيصال', kind: 'RECEIPT', system: true },
  { id: 4, name: 'قالب براءة الذمة', kind: 'CLEARANCE', system: true },
  { id: 1000, name: 'عقد المعرض القديم', kind: 'CONTRACT', system: false },
  { id: 1003, name: 'عقد المعرض', kind: 'CONTRACT', system: false },
];

/** Demo Pending cars (the form's car picker). */
const pendingCar = (
  id: number,
  name: string,
  model: number,
  plateNumber: string,
  chassisNumber: string,
): Car => ({
  id,
  name,
  model,
  color: 'أبيض',
  type: null,
  plateNumber,
  chassisNumber,
  kilometers: null,
  cylinderCount: null,
  passengerCount: null,
  engineType: null,
  origin: null,
  status: 'Pending',
  notes: null,
  createdAt: '2025-01-01T09:00:00Z',
  updatedAt: '2025-01-01T09:00:00Z',
});

/** Demo Pending cars (the form's car picker). */
export const DEMO_PENDING_CARS: Car[] = [
  pendingCar(11, 'تويوتا كامري', 2020, 'بغداد 12345 أ', 'JTDBR32E720123456'),
  pendingCar(12, 'هيونداي توسان', 2022, 'البصرة 5566 ب', 'KMHJ381ABNU123456'),
];

export const DEMO_BRANCHES: Branch[] = [
  { id: 1, name: 'الفرع الرئيسي', address: 'بغداد', phone: null },
  { id: 2, name: 'فرع البصرة', address: 'البصرة', phone: null },
];

export const DEMO_COMPANY: CompanySettings = {
  id: 1,
  name: 'معرض النخيل للسيارات',
  phone: '07700000000',
  address: 'بغداد',
  logo: null,
  timeZone: 'Asia/Baghdad',
  roundingStepIqd: 1000,
  roundingStepUsd: 1,
};

const party = (p: Person): DealParty => ({
  id: p.id,
  fullName: p.fullName,
  phone: p.phone,
  nationalId: p.nationalId,
  address: p.address,
});

const inst = (
  id: number,
  sequence: number,
  dueDate: string,
  amount: string,
  paidAmount: string,
  overdue = false,
): Installment => {
  const remaining = String(Number(amount) - Number(paidAmount));
  return {
    id,
    sequence,
    dueDate,
    amount,
    paidAmount,
    remainingAmount: remaining,
    status: paidAmount === '0' ? 'PENDING' : remaining === '0' ? 'PAID' : 'PARTIAL',
    overdue,
  };
};

const company = { name: DEMO_COMPANY.name, phone: DEMO_COMPANY.phone, address: DEMO_COMPANY.address };
const carOf = (id: number, name: string, plateNumber: string, model: number) => ({
  id,
  name,
  model,
  year: model,
  color: 'أبيض',
  type: 'SEDAN',
  plateNumber,
  chassisNumber: `JTDBR32E7${id}0123456`,
  status: 'Active' as const,
});

/**
 * Three demo deals of one kind: an IQD instalment deal with an overdue instalment, a USD deal paid in
 * full in cash, and a cancelled one.
 *
 * @example
 * createMemoryDealsApi({ kind: 'contracts', deals: demoDeals('CONTRACT') });
 */
export function demoDeals(kind: Deal['kind'] = 'CONTRACT'): Deal[] {
  const [ali, zainab, mustafa] = DEMO_PERSONS as [Person, Person, Person];
  return [
    {
      id: 1,
      kind,
      contractNumber: 1001,
      contractDate: '2025-01-10',
      sellerType: 'COMPANY',
      seller: {
        id: null,
        fullName: company.name,
        phone: company.phone,
        nationalId: null,
        address: company.address,
      },
      buyer: party(ali),
      guarantor: party(mustafa),
      car: carOf(21, 'تويوتا كورولا', 'بغداد 4321 ج', 2019),
      branch: { id: 1, name: 'الفرع الرئيسي' },
      templateId: null,
      notes: null,
      currency: 'IQD',
      price: '12000000',
      priceInWords: 'اثنا عشر مليون دينار',
      status: 'ACTIVE',
      cancelReason: null,
      company,
      paymentPlan: {
        id: 1,
        dealId: 1,
        paymentType: 'INSTALLMENTS',
        currency: 'IQD',
        totalAmount: '12000000',
        downPayment: '3000000',
        paidAmount: '4500000',
        remainingAmount: '7500000',
        status: 'ACTIVE',
        installmentCount: 3,
        installmentAmount: '3000000',
        firstDueDate: '2025-02-10',
        installments: [
          inst(1, 1, '2025-02-10', '3000000', '1500000', true),
          inst(2, 2, '2025-03-10', '3000000', '0'),
          inst(3, 3, '2025-04-10', '3000000', '0'),
        ],
      },
      nextDueDate: '2025-02-10',
      createdAt: '2025-01-10T10:00:00Z',
    },
    {
      id: 2,
      kind,
      contractNumber: 1002,
      contractDate: '2025-02-01',
      sellerType: 'PERSON',
      seller: party(zainab),
      buyer: party(mustafa),
      guarantor: null,
      car: { ...carOf(22, 'كيا سبورتاج', 'أربيل 7788 د', 2021), status: 'Paid' },
      branch: null,
      templateId: null,
      notes: 'بيع بالوساطة',
      currency: 'USD',
      price: '15250.50',
      priceInWords: 'خمسة عشر ألفاً ومئتان وخمسون دولاراً وخمسون سنتاً',
      status: 'ACTIVE',
      cancelReason: null,
      company,
      paymentPlan: {
        id: 2,
        dealId: 2,
        paymentType: 'CASH',
        currency: 'USD',
        totalAmount: '15250.50',
        downPayment: '15250.50',
        paidAmount: '15250.50',
        remainingAmount: '0.00',
        status: 'PAID',
        installmentCount: 0,
        installmentAmount: '0.00',
        firstDueDate: null,
        installments: [],
      },
      nextDueDate: null,
      createdAt: '2025-02-01T10:00:00Z',
    },
    {
      id: 3,
      kind,
      contractNumber: 1003,
      contractDate: '2025-02-15',
      sellerType: 'COMPANY',
      seller: {
        id: null,
        fullName: company.name,
        phone: company.phone,
        nationalId: null,
        address: company.address,
      },
      buyer: party(zainab),
      guarantor: null,
      car: { ...carOf(23, 'نيسان صني', 'بغداد 1111 هـ', 2018), status: 'Pending' },
      branch: null,
      templateId: null,
      notes: null,
      currency: 'IQD',
      price: '9000000',
      priceInWords: 'تسعة ملايين دينار',
      status: 'CANCELLED',
      cancelReason: 'تراجع المشتري',
      company,
      paymentPlan: {
        id: 3,
        dealId: 3,
        paymentType: 'INSTALLMENTS',
        currency: 'IQD',
        totalAmount: '9000000',
        downPayment: '0',
        paidAmount: '0',
        remainingAmount: '9000000',
        status: 'CANCELLED',
        installmentCount: 2,
        installmentAmount: '4500000',
        firstDueDate: '2025-03-15',
        installments: [],
      },
      nextDueDate: null,
      createdAt: '2025-02-15T10:00:00Z',
    },
  ];
}

/**
 * The ledger of {@link demoDeals}: deal 1's down payment and a partial payment, a payment reversed by a
 * reversal entry (both shown, neither counted), and deal 2's cash payment.
 *
 * @example
 * createMemoryDealsApi({ kind: 'contracts', payments: demoPayments('CONTRACT') });
 */
export function demoPayments(kind: Deal['kind'] = 'CONTRACT'): Payment[] {
  const base = {
    dealKind: kind,
    method: 'CASH' as const,
    note: null,
    amountInWords: '',
    reversed: false,
    reversalOf: null,
    reversal: null,
    reversedAt: null,
    reverseReason: null,
    recordedBy: { id: 2, fullName: 'موظف الحسابات' },
  };
  const deal1 = {
    ...base,
    planId: 1,
    dealId: 1,
    contractNumber: 1001,
    buyerName: 'علي حسين كاظم',
    currency: 'IQD' as const,
  };
  return [
    {
      ...deal1,
      id: 101,
      kind: 'PAYMENT',
      receiptNumber: 101,
      amount: '3000000',
      paidAt: '2025-01-10',
      isDownPayment: true,
      remainingAfter: '9000000',
      createdAt: '2025-01-10T10:00:00Z',
    },
    {
      ...deal1,
      id: 102,
      kind: 'PAYMENT',
      receiptNumber: 102,
      amount: '500000',
      paidAt: '2025-02-05',
      isDownPayment: false,
      remainingAfter: '8500000',
      reversed: true,
      reversal: { id: 103, receiptNumber: 103 },
      reversedAt: '2025-02-06T09:00:00Z',
      reverseReason: 'إيصال مكرر',
      createdAt: '2025-02-05T10:00:00Z',
    },
    {
      ...deal1,
      id: 103,
      kind: 'REVERSAL',
      receiptNumber: 103,
      amount: '500000',
      paidAt: '2025-02-06',
      isDownPayment: false,
      remainingAfter: '9000000',
      reversalOf: { id: 102, receiptNumber: 102 },
      reversedAt: '2025-02-06T09:00:00Z',
      reverseReason: 'إيصال مكرر',
      createdAt: '2025-02-06T09:00:00Z',
    },
    {
      ...deal1,
      id: 104,
      kind: 'PAYMENT',
      receiptNumber: 104,
      amount: '1500000',
      method: 'TRANSFER',
      paidAt: '2025-02-12',
      isDownPayment: false,
      remainingAfter: '7500000',
      createdAt: '2025-02-12T10:00:00Z',
    },
    {
      ...base,
      id: 105,
      kind: 'PAYMENT',
      planId: 2,
      dealId: 2,
      contractNumber: 1002,
      buyerName: 'مصطفى كريم علوان',
      currency: 'USD',
      receiptNumber: 105,
      amount: '15250.50',
      paidAt: '2025-02-01',
      isDownPayment: true,
      remainingAfter: '0.00',
      createdAt: '2025-02-01T10:00:00Z',
    },
  ];
}
