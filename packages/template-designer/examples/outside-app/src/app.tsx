import { type FieldDef, type NotifyFn, type Template, TemplateDesigner } from '@cc/template-designer';
import { TemplateSheet } from '@cc/template-designer/render';
import { useCallback, useState } from 'react';
import { createMemoryDataSource } from './data-source';

/** The app's own fields: each id is a path into the record it prints. */
const FIELDS: FieldDef[] = [
  { id: 'customer.name', label: 'اسم الزبون' },
  { id: 'customer.address', label: 'عنوان الزبون' },
  { id: 'signedOn', label: 'تاريخ العقد', format: 'date' },
  { id: 'total', label: 'المبلغ', format: 'money' },
  {
    id: 'payments',
    label: 'جدول الدفعات',
    kind: 'TABLE',
    columns: [
      { path: 'n', label: 'ت', format: 'number' },
      { path: 'due', label: 'الاستحقاق', format: 'date' },
      { path: 'amount', label: 'المبلغ', format: 'money' },
    ],
  },
];

/** What a contract of the app holds. */
const RECORD = {
  customer: { name: 'زينب علي', address: 'بغداد، شارع 14 رمضان، دار 7/3' },
  signedOn: '2026-11-29',
  total: '24500000',
  payments: [
    { n: 1, due: '2026-12-29', amount: '2000000' },
    { n: 2, due: '2027-01-29', amount: '2000000' },
  ],
};

export function App() {
  const [source] = useState(createMemoryDataSource);
  const [message, setMessage] = useState('');
  const [printed, setPrinted] = useState<Template | null>(null);
  const notify = useCallback<NotifyFn>((notice) => setMessage(notice.message), []);
  if (printed) {
    return (
      <main>
        <button type="button" onClick={() => setPrinted(null)}>
          رجوع إلى التصميم
        </button>
        <TemplateSheet template={printed} record={RECORD} fields={FIELDS} />
      </main>
    );
  }
  return (
    <main style={{ padding: 16 }}>
      <p role="status">{message}</p>
      <button type="button" onClick={async () => setPrinted(await source.getTemplate(1))}>
        طباعة العقد
      </button>
      <TemplateDesigner dataSource={source} fields={FIELDS} notify={notify} />
    </main>
  );
}
