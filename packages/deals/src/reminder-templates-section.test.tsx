import { DEFAULT_REMINDER_TEMPLATES, endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { renderWithApi } from '@cc/resources/testing/render';
import { toast } from '@cc/ui-rtl';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ReminderTemplatesSection from './reminder-templates-section';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

describe('ReminderTemplatesSection (settings «نصوص التذكير»)', () => {
  it('shows the default texts with a preview, refuses an unknown placeholder, saves and restores', async () => {
    const { user, fake } = renderWithApi(<ReminderTemplatesSection />, { fake: createTestApi() });
    const overdue = await screen.findByLabelText(/^مبلغ متأخر/);
    expect(overdue).toHaveValue(DEFAULT_REMINDER_TEMPLATES.OVERDUE);
    // The preview fills the placeholders with sample values.
    expect(screen.getAllByText(/معاينة/)[1]?.parentElement).toHaveTextContent('علي حسين');

    fireEvent.change(overdue, { target: { value: 'عزيزي {الاسم}، عليك {المبلغغ}' } });
    await user.click(screen.getByRole('button', { name: 'حفظ النصوص' }));
    expect(await screen.findByText(/متغير غير معروف: \{المبلغغ\}/)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.collections.saveTemplates)).toHaveLength(0);

    fireEvent.change(overdue, { target: { value: 'عزيزي {الاسم}، عليك {المبلغ}' } });
    await user.click(screen.getByRole('button', { name: 'حفظ النصوص' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم حفظ نصوص التذكير'));
    // Only the changed text is the company's own; the others stay the default (sent as null).
    expect(fake.callsTo(endpoints.collections.saveTemplates)[0]?.body).toEqual({
      DUE_SOON: null,
      OVERDUE: 'عزيزي {الاسم}، عليك {المبلغ}',
      BROKEN_PROMISE: null,
      GUARANTOR: null,
    });
    expect(fake.db.reminderTemplates.get('OVERDUE')).toBe('عزيزي {الاسم}، عليك {المبلغ}');

    await user.click(screen.getAllByRole('button', { name: 'استعادة النص الافتراضي' })[1]!);
    expect(overdue).toHaveValue(DEFAULT_REMINDER_TEMPLATES.OVERDUE);
  });
});
