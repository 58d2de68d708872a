// Zod-free (like labels.ts): the feature descriptors and screens read these without loading zod or the
// clearance schemas (docs/architecture.md, "Bundle budget").

import { labelledEnum } from './labelled-enum';

/** The two tabs of GET /clearance: paid deals awaiting a clearance, and the clearances issued. */
export const CLEARANCE_TABS = ['awaiting', 'issued'] as const;
export type ClearanceTab = (typeof CLEARANCE_TABS)[number];

/**
 * The columns GET /clearance/export writes, by the list's column keys, and their Arabic titles (the
 * table's headers and the CSV's first line).
 */
export const { values: CLEARANCE_EXPORT_COLUMNS, labels: CLEARANCE_COLUMN_TITLES_AR } = labelledEnum({
  'clearance.number': 'رقم البراءة',
  'clearance.issuedAt': 'تاريخ البراءة',
  // A paid deal is a contract or an authorization, each numbered in its own series: the cell names its kind.
  contractNumber: 'العقد أو الوكالة',
  contractDate: 'تاريخ العقد أو الوكالة',
  'buyer.fullName': 'المشتري',
  'buyer.phone': 'هاتف المشتري',
  'car.name': 'السيارة',
  'car.plateNumber': 'رقم اللوحة',
  'car.chassisNumber': 'رقم الشاصي',
  totalPaid: 'المبلغ المسدد',
  'clearance.issuedBy': 'أصدرها',
  'clearance.voided': 'الحالة',
});
export type ClearanceExportColumn = (typeof CLEARANCE_EXPORT_COLUMNS)[number];

/** The status of a clearance as the list and the export name it. */
export const CLEARANCE_STATUS_LABELS_AR = { standing: 'سارية', voided: 'ملغاة' } as const;
