import { endpoints, type HistoryEntry } from '@cc/contracts';
import { createTestApi, FakeFailure, type FakeHistoryEntry, failing } from '@cc/resources/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordHistory } from './record-history';
import { renderPiece } from './test/render';

/** `n` edits of car 9's kilometres, one an hour, the newest (id n) first as the server answers. */
function edits(n: number): FakeHistoryEntry[] {
  return Array.from({ length: n }, (_, i) => {
    const id = n - i;
    const entry: HistoryEntry = {
      id,
      at: new Date(Date.UTC(2025, 0, 1, id)).toISOString(),
      actor: { id: 7, name: 'علي حسن' },
      action: 'CAR_UPDATED',
      actionLabel: 'تعديل السيارة',
      changes: [{ field: 'kilometers', label: 'الكيلومترات', before: id * 100, after: id * 100 + 100 }],
    };
    return { entity: 'car', entityId: 9, entry };
  });
}

const entries = () => within(screen.getByRole('list', { name: 'سجل التغييرات' })).getAllByRole('listitem');
const entryTexts = () =>
  entries()
    .filter((item) => item.classList.contains('cc-history__entry'))
    .map((item) => item.textContent ?? '');

describe('RecordHistory', () => {
  it('lists who did what and when, newest first, each change as «الحقل: القديم ← الجديد»', async () => {
    renderPiece(<RecordHistory entity="car" id={1} />);
    await screen.findByRole('list', { name: 'سجل التغييرات' });
    const [edit, creation] = entryTexts();
    expect(edit).toContain('تعديل السيارة');
    expect(edit).toContain('علي حسن');
    // The arrow is an icon mirrored in RTL, read aloud as 'أصبح'.
    expect(edit).toContain('اللون: فضي أصبح أبيض');
    expect(edit).toContain('الكيلومترات: 44000 أصبح 45000');
    expect(creation).toContain('إضافة السيارة');
    expect(creation).toContain('معرض النخيل للسيارات');
    // A new value alone: no arrow, nothing before it.
    expect(creation).toContain('اسم السيارة: تويوتا كامري');
    expect(creation).not.toContain('أصبح');
    const arrows = document.querySelectorAll('.cc-history__changes svg.cc-icon--mirror');
    expect(arrows).toHaveLength(2);
    const time = document.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2025-03-02T09:15:00.000Z');
    expect(time?.textContent).toMatch(/^2025-03-0[23] \d{2}:\d{2}$/);
  });

  it('pages with the shared pager, ten to a page', async () => {
    const fake = createTestApi({ history: edits(12) });
    const { user } = renderPiece(<RecordHistory entity="car" id={9} />, { fake });
    await screen.findByRole('list', { name: 'سجل التغييرات' });
    expect(entryTexts()).toHaveLength(10);
    expect(entryTexts()[0]).toContain('الكيلومترات: 1200 أصبح 1300');
    await user.click(screen.getByRole('button', { name: 'الصفحة التالية' }));
    await waitFor(() => expect(entryTexts()).toHaveLength(2));
    expect(entryTexts()[1]).toContain('الكيلومترات: 100 أصبح 200');
    expect(fake.callsTo(endpoints.history.list).map((c) => c.query)).toEqual([
      { entity: 'car', id: '9', page: '0', size: '10' },
      { entity: 'car', id: '9', page: '1', size: '10' },
    ]);
  });

  it('says when there is nothing yet, and shows a refusal', async () => {
    const { unmount } = renderPiece(<RecordHistory entity="person" id={1} />);
    expect(await screen.findByText('لا توجد تغييرات مسجلة')).toBeInTheDocument();
    unmount();
    const fake = createTestApi({
      routes: [
        failing(
          endpoints.history.list,
          new FakeFailure(403, 'ليس لديك صلاحية لتنفيذ هذا الإجراء', 'FORBIDDEN'),
        ),
      ],
    });
    renderPiece(<RecordHistory entity="car" id={1} />, { fake });
    expect(await screen.findByRole('alert')).toHaveTextContent('ليس لديك صلاحية لتنفيذ هذا الإجراء');
  });
});
