import type { HistoryEntity, HistoryEntry } from '@cc/contracts';

/** One entry of the fake's history, with the record it belongs to. */
export interface FakeHistoryEntry {
  entity: HistoryEntity;
  entityId: number;
  entry: HistoryEntry;
}

/** The history of demo car 1 (تويوتا كامري), newest first: added by the company account, then edited by staff. */
export const DEMO_HISTORY: readonly FakeHistoryEntry[] = [
  {
    entity: 'car',
    entityId: 1,
    entry: {
      id: 2,
      at: '2025-03-02T09:15:00.000Z',
      actor: { id: 7, name: 'علي حسن' },
      action: 'CAR_UPDATED',
      actionLabel: 'تعديل السيارة',
      changes: [
        { field: 'color', label: 'اللون', before: 'فضي', after: 'أبيض' },
        { field: 'kilometers', label: 'الكيلومترات', before: 44000, after: 45000 },
      ],
    },
  },
  {
    entity: 'car',
    entityId: 1,
    entry: {
      id: 1,
      at: '2025-03-01T08:00:00.000Z',
      actor: { id: 2, name: 'معرض النخيل للسيارات' },
      action: 'CAR_CREATED',
      actionLabel: 'إضافة السيارة',
      changes: [
        { field: 'name', label: 'اسم السيارة', before: null, after: 'تويوتا كامري' },
        { field: 'model', label: 'سنة الصنع', before: null, after: 2021 },
        { field: 'color', label: 'اللون', before: null, after: 'فضي' },
      ],
    },
  },
];
