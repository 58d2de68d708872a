import {
  CAR_COLUMN_TITLES_AR,
  CAR_ORIGIN_LABELS_AR,
  CAR_STATUS_LABELS_AR,
  CAR_TYPE_LABELS_AR,
  CONTACT_KIND_LABELS_AR,
  CONTACT_OUTCOME_LABELS_AR,
  ENGINE_TYPE_LABELS_AR,
  type HistoryEntity,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  PERSON_DOCUMENT_KIND_LABELS,
  type PermissionName,
  PLAN_STATUS_LABELS,
  REPOSSESSION_OUTCOME_LABELS,
  SELLER_TYPE_LABELS,
} from '@cc/contracts';
import { CAR_EXPENSE_KIND_LABELS } from '@cc/domain';

// How a record's history reads (docs/domain/history.md): the Arabic label of every action these
// records' audit entries carry, and of every field their before/after values name.

/** Records a field may point at by id: its value shows as that record's name. */
export type RefKind = 'person' | 'car' | 'branch' | 'role' | 'user';

/** How one field of an audit entry is shown. */
export interface FieldSpec {
  label: string;
  /** A coded value's Arabic label ('PETROL' → 'بنزين'); an unknown code shows as it is. */
  values?: Readonly<Record<string, string>>;
  /** The id (or ids) of another record of the company, shown by its name. */
  ref?: RefKind;
  /** A cost of the car: shown only to who may see costs ({@link COST_PERMISSION}). */
  cost?: true;
  /** Never shown: the record's own id, or bookkeeping ids the entry names elsewhere. */
  hidden?: true;
}

type Fields = Readonly<Record<string, FieldSpec>>;

/** The history of one kind of record: its actions, its fields, and the fields that read otherwise in one action. */
export interface EntityHistory {
  /** Every action that can appear in the history, by its code. An unknown one shows its code. */
  actions: Readonly<Record<string, string>>;
  fields: Fields;
  /** Fields of one action that mean something else there (a contact's outcome is not a repossession's). */
  byAction?: Readonly<Record<string, Fields>>;
  /** Actions of the record's entity that are not changes of it (sign-in attempts naming a user). */
  excluded?: readonly string[];
  /**
   * The audit entity of the record's costs, keyed by the record's id: its entries are in the history only
   * for who may see costs ({@link COST_PERMISSION}).
   */
  costEntity?: string;
}

/**
 * Who sees a car's costs in its history (the company account passes): the fields marked `cost`, and the
 * entries of its costs (`costEntity`: its purchase price and expenses, docs/domain/car-costs.md).
 */
export const COST_PERMISSION: PermissionName | null = 'CAR_COSTS';

const label = (text: string): FieldSpec => ({ label: text });
const HIDDEN: FieldSpec = { label: '', hidden: true };
const CURRENCIES = { IQD: 'دينار عراقي', USD: 'دولار أمريكي' } as const;

const { id: _id, createdAt: _created, ...CAR_TITLES } = CAR_COLUMN_TITLES_AR;

/** The fields of a car's costs: shown only to who may see costs, whatever entry names them. */
const cost = (spec: FieldSpec): FieldSpec => ({ ...spec, cost: true });

const CAR: EntityHistory = {
  actions: {
    CAR_CREATED: 'إضافة السيارة',
    CAR_UPDATED: 'تعديل السيارة',
    CAR_CORRECTED: 'تصحيح بيانات سيارة مباعة',
    CAR_DELETED: 'حذف السيارة',
    CAR_PURCHASE_SET: 'تسجيل سعر الشراء',
    CAR_EXPENSE_ADDED: 'إضافة مصروف',
    CAR_EXPENSE_DELETED: 'حذف مصروف',
    CAR_PHOTO_ADDED: 'إضافة صورة',
    CAR_PHOTO_REMOVED: 'حذف صورة',
    CAR_COVER_SET: 'تعيين صورة الغلاف',
  },
  fields: {
    id: HIDDEN,
    ...Object.fromEntries(Object.entries(CAR_TITLES).map(([key, title]) => [key, label(title)])),
    type: { label: CAR_TITLES.type, values: CAR_TYPE_LABELS_AR },
    engineType: { label: CAR_TITLES.engineType, values: ENGINE_TYPE_LABELS_AR },
    origin: { label: CAR_TITLES.origin, values: CAR_ORIGIN_LABELS_AR },
    status: { label: CAR_TITLES.status, values: CAR_STATUS_LABELS_AR },
    // Its costs
    amount: cost(label('المبلغ')),
    currency: cost({ label: 'العملة', values: CURRENCIES }),
    date: cost(label('التاريخ')),
    kind: cost({ label: 'نوع المصروف', values: CAR_EXPENSE_KIND_LABELS }),
    expenseId: HIDDEN,
    // Its photos (docs/domain/attachments.md)
    photoId: HIDDEN,
    fileKey: HIDDEN,
    isCover: { label: 'صورة الغلاف', values: { true: 'نعم', false: 'لا' } },
  },
  byAction: {
    CAR_PURCHASE_SET: { amount: cost(label('سعر الشراء')), date: cost(label('تاريخ الشراء')) },
  },
  costEntity: 'carCost',
};

const PERSON: EntityHistory = {
  actions: {
    PERSON_CREATED: 'إضافة الحساب',
    PERSON_UPDATED: 'تعديل الحساب',
    PERSON_DELETED: 'حذف الحساب',
    PERSON_DOCUMENT_ADDED: 'إضافة مستند',
    PERSON_DOCUMENT_REMOVED: 'حذف مستند',
  },
  fields: {
    id: HIDDEN,
    // Its documents (docs/domain/attachments.md)
    documentId: HIDDEN,
    fileKey: HIDDEN,
    documentKind: { label: 'نوع المستند', values: PERSON_DOCUMENT_KIND_LABELS },
    note: label('ملاحظة'),
    createdAt: HIDDEN,
    fullName: label('الاسم الكامل'),
    phone: label('رقم الهاتف'),
    nationalId: label('رقم الهوية'),
    address: label('العنوان'),
    notes: label('ملاحظات'),
  },
};

const USER: EntityHistory = {
  actions: {
    USER_CREATED: 'إضافة المستخدم',
    USER_UPDATED: 'تعديل بيانات المستخدم',
    USER_ROLES_CHANGED: 'تغيير الأدوار',
    USER_STATUS_CHANGED: 'تفعيل أو إيقاف الحساب',
    USER_PASSWORD_RESET: 'إعادة تعيين كلمة المرور',
    PROFILE_UPDATED: 'تعديل الملف الشخصي',
    PASSWORD_CHANGED: 'تغيير كلمة المرور',
  },
  fields: {
    username: label('اسم المستخدم'),
    fullName: label('الاسم الكامل'),
    phone: label('رقم الهاتف'),
    branchId: { label: 'الفرع', ref: 'branch' },
    roleIds: { label: 'الأدوار', ref: 'role' },
    status: { label: 'الحالة', values: { ACTIVE: 'نشط', INACTIVE: 'موقوف' } },
  },
  // A refused sign-in names the user it tried: the security log's, not a change of the user.
  excluded: ['LOGIN_FAILED', 'LOGIN_THROTTLED'],
};

/**
 * A deal's history is its own entries and those of its plan, clearances and (for who may read its
 * payments) its ledger: payments, reversals, discounts, refunds and late-fee waivers.
 */
const DEAL: EntityHistory = {
  actions: {
    CONTRACT_CREATED: 'إنشاء العقد',
    AUTHORIZATION_CREATED: 'إنشاء الوكالة',
    CONTRACT_CANCELLED: 'إلغاء العقد',
    AUTHORIZATION_CANCELLED: 'إلغاء الوكالة',
    PAYMENT_PLAN_RESCHEDULED: 'إعادة جدولة الأقساط',
    PLAN_SETTLED_EARLY: 'تسوية مبكرة',
    PAYMENT_RECORDED: 'تسجيل دفعة',
    PAYMENT_REVERSED: 'عكس دفعة',
    DISCOUNT_RECORDED: 'خصم تسوية',
    REFUND_RECORDED: 'إرجاع مبلغ للمشتري',
    LATE_FEE_WAIVED: 'إعفاء من غرامة تأخير',
    LATE_FEE_UNWAIVED: 'إرجاع غرامة تأخير',
    DEAL_REPOSSESSED: 'استرجاع السيارة',
    DEAL_REPOSSESSION_UNDONE: 'التراجع عن الاسترجاع',
    DEAL_DEFAULT_MARKED: 'تعليم العقد كمتعثر',
    DEAL_DEFAULT_CLEARED: 'إلغاء تعليم التعثر',
    COLLECTION_CONTACT_ADDED: 'تسجيل تواصل',
    COLLECTION_ASSIGNED: 'إسناد إلى محصّل',
    CLEARANCE_ISSUED: 'إصدار براءة الذمة',
    CLEARANCE_VOIDED: 'إلغاء براءة الذمة',
  },
  fields: {
    // The deal's terms
    contractNumber: label('الرقم'),
    contractDate: label('تاريخ العقد'),
    sellerType: { label: 'نوع البائع', values: SELLER_TYPE_LABELS },
    sellerId: { label: 'البائع', ref: 'person' },
    buyerId: { label: 'المشتري', ref: 'person' },
    guarantorId: { label: 'الكفيل', ref: 'person' },
    carId: { label: 'السيارة', ref: 'car' },
    price: label('السعر'),
    downPayment: label('الدفعة المقدمة'),
    paymentType: { label: 'طريقة الدفع', values: PAYMENT_TYPE_LABELS },
    installmentCount: label('عدد الأقساط'),
    deferredDownPayments: label('باقي المقدمة'),
    status: { label: 'الحالة', values: { ACTIVE: 'نشط', CANCELLED: 'ملغى' } },
    cancelReason: label('سبب الإلغاء'),
    // The ledger and the plan
    planId: HIDDEN,
    receiptNumber: label('رقم الوصل'),
    reversedReceiptNumber: label('رقم الوصل المعكوس'),
    amount: label('المبلغ'),
    currency: { label: 'العملة', values: CURRENCIES },
    method: { label: 'طريقة الدفع', values: PAYMENT_METHOD_LABELS },
    handedAmount: label('المبلغ المسلَّم'),
    handedCurrency: { label: 'عملة المبلغ المسلَّم', values: CURRENCIES },
    exchangeRate: label('سعر الصرف'),
    reversed: label('معكوسة'),
    reversalId: HIDDEN,
    paymentId: HIDDEN,
    discountId: HIDDEN,
    discount: label('خصم التسوية'),
    discountReceiptNumber: label('رقم سند الخصم'),
    discountReason: label('سبب الخصم'),
    waived: label('معفاة'),
    entryId: HIDDEN,
    unpaidCount: label('عدد الأقساط غير المدفوعة'),
    firstUnpaidDue: label('أول استحقاق غير مدفوع'),
    remaining: label('المتبقي'),
    remainingAfter: label('المتبقي بعدها'),
    planStatus: { label: 'حالة الخطة', values: PLAN_STATUS_LABELS },
    reason: label('السبب'),
    // Repossession
    carStatus: { label: 'حالة السيارة', values: CAR_STATUS_LABELS_AR },
    outcome: { label: 'المبلغ المتبقي', values: REPOSSESSION_OUTCOME_LABELS },
    writeOffId: HIDDEN,
    writeOffNumber: label('رقم سند الشطب'),
    writtenOff: label('المشطوب'),
    repossessedAt: label('تاريخ الاسترجاع'),
    reversedWriteOffs: label('سندات الشطب المعكوسة'),
    // Collections
    defaulted: label('متعثر'),
    contactId: HIDDEN,
    kind: { label: 'نوع التواصل', values: CONTACT_KIND_LABELS_AR },
    promiseDate: label('تاريخ الوعد'),
    dealIds: HIDDEN,
    filter: HIDDEN,
    collectorId: { label: 'المحصّل', ref: 'user' },
    // Clearances
    dealId: HIDDEN,
    number: label('رقم البراءة'),
    issuedAt: label('تاريخ الإصدار'),
    totalPaid: label('المبلغ المدفوع'),
    voided: label('ملغاة'),
  },
  byAction: {
    PAYMENT_REVERSED: { receiptNumber: label('رقم قيد العكس') },
    REFUND_RECORDED: { receiptNumber: label('رقم سند الصرف') },
    DISCOUNT_RECORDED: { receiptNumber: label('رقم سند الخصم') },
    COLLECTION_CONTACT_ADDED: { outcome: { label: 'النتيجة', values: CONTACT_OUTCOME_LABELS_AR } },
  },
};

/** How each record's history reads. */
export const HISTORY: Readonly<Record<HistoryEntity, EntityHistory>> = {
  car: CAR,
  person: PERSON,
  deal: DEAL,
  user: USER,
};

/** The field's spec in an action of a record's history; an unknown field is labelled by its key. */
export function fieldOf(history: EntityHistory, action: string, field: string): FieldSpec {
  return history.byAction?.[action]?.[field] ?? history.fields[field] ?? { label: field };
}

/** The action's Arabic label; an unknown one (a new action) shows its code. */
export const actionLabelOf = (history: EntityHistory, action: string): string =>
  history.actions[action] ?? action;
