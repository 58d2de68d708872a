import { ApiError } from '@cc/api-client';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryPersonsApi } from './memory-api';
import { PersonFormScreen } from './person-form-screen';
import { renderWithRouter } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('PersonFormScreen', () => {
  it('has the Arabic fields, the required name, save and cancel', () => {
    renderWithRouter(<PersonFormScreen api={createMemoryPersonsApi()} onDone={vi.fn()} />);
    expect(field('الاسم الكامل')).toBeRequired();
    for (const label of ['رقم الهاتف', 'رقم الهوية', 'العنوان']) expect(field(label)).not.toBeRequired();
    expect(field('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
    expect(field('ملاحظات').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إلغاء' })).toHaveAttribute('href', '/account-cards');
  });

  it("shows personInputSchema's message and sends nothing without a name", async () => {
    const user = userEvent.setup();
    const api = createMemoryPersonsApi();
    renderWithRouter(<PersonFormScreen api={api} onDone={vi.fn()} />);
    await user.type(field('الاسم الكامل'), '   ');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(field('الاسم الكامل')).toHaveAccessibleDescription('الاسم الكامل مطلوب');
    expect(api.calls.some((c) => c.method === 'create')).toBe(false);
  });

  it('sends the trimmed body with empty optional fields as null, toasts and calls onDone', async () => {
    const user = userEvent.setup();
    const api = createMemoryPersonsApi({ persons: [] });
    const onDone = vi.fn();
    renderWithRouter(<PersonFormScreen api={api} onDone={onDone} />);
    await user.type(field('الاسم الكامل'), ' علي حسين ');
    await user.type(field('رقم الهاتف'), '+964 770 123 4567');
    await user.type(field('العنوان'), 'بغداد');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'create')!.args[0]).toEqual({
      fullName: 'علي حسين',
      phone: '+964 770 123 4567',
      nationalId: null,
      address: 'بغداد',
      notes: null,
    });
    expect(toast.success).toHaveBeenCalledWith('تم حفظ الحساب');
    expect(onDone.mock.calls[0]![0]).toMatchObject({ id: 1, fullName: 'علي حسين' });
  });

  it("shows the server's field errors under the right fields", async () => {
    const user = userEvent.setup();
    const saveError = new ApiError(400, 'VALIDATION_FAILED', 'البيانات المدخلة غير صحيحة', [
      { field: 'phone', message: 'رقم الهاتف غير صالح' },
      { field: 'nationalId', message: 'رقم الهوية مستخدم لحساب آخر' },
    ]);
    const onDone = vi.fn();
    renderWithRouter(<PersonFormScreen api={createMemoryPersonsApi({ saveError })} onDone={onDone} />);
    await user.type(field('الاسم الكامل'), 'علي حسين');
    await user.type(field('رقم الهاتف'), '123');
    await user.type(field('رقم الهوية'), '199012345678');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(field('رقم الهاتف')).toHaveAccessibleDescription('رقم الهاتف غير صالح'));
    expect(field('رقم الهوية')).toHaveAccessibleDescription('رقم الهوية مستخدم لحساب آخر');
    expect(field('الاسم الكامل')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('البيانات المدخلة غير صحيحة')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('edits a loaded person and saves it with PUT', async () => {
    const user = userEvent.setup();
    const api = createMemoryPersonsApi();
    const onDone = vi.fn();
    renderWithRouter(<PersonFormScreen api={api} personId={1} onDone={onDone} />);
    expect(await screen.findByDisplayValue('أحمد علي حسين')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إلغاء' })).toHaveAttribute('href', '/account-cards/1/view');
    await user.clear(field('العنوان'));
    await user.type(field('العنوان'), 'بغداد - الجادرية');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const update = api.calls.find((c) => c.method === 'update')!;
    expect(update.args).toEqual([
      1,
      {
        fullName: 'أحمد علي حسين',
        phone: '07701234567',
        nationalId: '199012345678',
        address: 'بغداد - الجادرية',
        notes: 'زبون دائم',
      },
    ]);
  });

  it("says 'الحساب غير موجود' for an unknown person", async () => {
    renderWithRouter(<PersonFormScreen api={createMemoryPersonsApi()} personId={999} onDone={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('الحساب غير موجود');
    expect(screen.queryByRole('button', { name: 'حفظ' })).toBeNull();
  });
});
