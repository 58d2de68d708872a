import { ApiError } from '@cc/api-client';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CarFormScreen } from './car-form-screen';
import { DEMO_CARS } from './demo-cars';
import { createMemoryCarsApi } from './memory-api';
import { renderWithRouter } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

// Labels end with the required mark '*'; match on the start.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

async function fillValidCar(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('اسم السيارة'), 'تويوتا كامري');
  await user.type(field('سنة الصنع'), '2021');
  await user.type(field('اللون'), 'أبيض');
  await user.selectOptions(field('النوع'), 'SEDAN');
  await user.type(field('رقم اللوحة'), 'بغداد 99999 أ');
  await user.type(field('رقم الشاصي'), 'JTDBR32E720999999');
  await user.type(field('الكيلومترات'), '45000');
  await user.type(field('عدد السلندرات'), '4');
  await user.type(field('عدد الركاب'), '5');
  await user.selectOptions(field('نوع المحرك'), 'HYBRID');
  await user.selectOptions(field('المنشأ'), 'JAPANESE');
}

describe('CarFormScreen', () => {
  it('has the Arabic fields, required marks, number inputs, save and cancel', () => {
    renderWithRouter(<CarFormScreen api={createMemoryCarsApi()} onDone={vi.fn()} />);
    for (const label of ['اسم السيارة', 'سنة الصنع', 'اللون', 'رقم اللوحة', 'رقم الشاصي']) {
      expect(field(label)).toBeRequired();
    }
    for (const label of ['سنة الصنع', 'الكيلومترات', 'عدد السلندرات', 'عدد الركاب']) {
      expect(field(label)).toHaveAttribute('type', 'number');
    }
    expect(field('النوع').tagName).toBe('SELECT');
    expect(field('نوع المحرك').tagName).toBe('SELECT');
    expect(field('المنشأ').tagName).toBe('SELECT');
    expect(field('ملاحظات').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('option', { name: 'دفع رباعي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إلغاء' })).toHaveAttribute('href', '/cars');
  });

  it("shows carInputSchema's Arabic messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    const api = createMemoryCarsApi();
    renderWithRouter(<CarFormScreen api={api} onDone={vi.fn()} />);
    await user.type(field('عدد السلندرات'), '20');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    expect(field('اسم السيارة')).toHaveAccessibleDescription('اسم السيارة مطلوب');
    expect(field('سنة الصنع')).toHaveAccessibleDescription('سنة الصنع مطلوبة');
    expect(field('اللون')).toHaveAccessibleDescription('اللون مطلوب');
    expect(field('رقم اللوحة')).toHaveAccessibleDescription('رقم اللوحة مطلوب');
    expect(field('رقم الشاصي')).toHaveAccessibleDescription('رقم الشاصي مطلوب');
    expect(field('عدد السلندرات')).toHaveAccessibleDescription('عدد السلندرات يجب أن يكون بين 1 و 16');
    expect(field('اسم السيارة')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'create')).toBe(false);

    // Typing clears that field's message.
    await user.type(field('اسم السيارة'), 'كيا');
    expect(field('اسم السيارة')).not.toHaveAccessibleDescription('اسم السيارة مطلوب');
  });

  it('sends numbers as numbers and empty optional fields as null, then toasts and calls onDone', async () => {
    const user = userEvent.setup();
    const api = createMemoryCarsApi({ cars: [] });
    const onDone = vi.fn();
    renderWithRouter(<CarFormScreen api={api} onDone={onDone} />);
    await fillValidCar(user);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [input] = api.calls.find((c) => c.method === 'create')!.args as [Record<string, unknown>];
    expect(input).toEqual({
      name: 'تويوتا كامري',
      model: 2021,
      color: 'أبيض',
      type: 'SEDAN',
      plateNumber: 'بغداد 99999 أ',
      chassisNumber: 'JTDBR32E720999999',
      kilometers: 45000,
      cylinderCount: 4,
      passengerCount: 5,
      engineType: 'HYBRID',
      origin: 'JAPANESE',
      notes: null,
    });
    expect(toast.success).toHaveBeenCalledWith('تم حفظ السيارة');
    expect(onDone.mock.calls[0]![0]).toMatchObject({ id: 1, name: 'تويوتا كامري', status: 'Pending' });
  });

  it("shows the server's field errors under the right fields", async () => {
    const user = userEvent.setup();
    const saveError = new ApiError(400, 'VALIDATION_FAILED', 'البيانات المدخلة غير صحيحة', [
      { field: 'plateNumber', message: 'رقم اللوحة مستخدم لسيارة أخرى' },
      { field: 'chassisNumber', message: 'رقم الشاصي مستخدم لسيارة أخرى' },
    ]);
    const onDone = vi.fn();
    renderWithRouter(<CarFormScreen api={createMemoryCarsApi({ saveError })} onDone={onDone} />);
    await fillValidCar(user);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() =>
      expect(field('رقم اللوحة')).toHaveAccessibleDescription('رقم اللوحة مستخدم لسيارة أخرى'),
    );
    expect(field('رقم الشاصي')).toHaveAccessibleDescription('رقم الشاصي مستخدم لسيارة أخرى');
    expect(field('اسم السيارة')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('البيانات المدخلة غير صحيحة')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('edits a loaded car and saves it with PUT', async () => {
    const user = userEvent.setup();
    const api = createMemoryCarsApi();
    const onDone = vi.fn();
    renderWithRouter(<CarFormScreen api={api} carId={1} onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent('جار التحميل...');
    expect(await screen.findByDisplayValue('تويوتا كامري')).toBeInTheDocument();
    expect(field('سنة الصنع')).toHaveValue(2021);
    expect(field('النوع')).toHaveValue('SEDAN');
    expect(screen.getByRole('link', { name: 'إلغاء' })).toHaveAttribute('href', '/car/1/view');

    await user.clear(field('الكيلومترات'));
    await user.type(field('الكيلومترات'), '47000');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const update = api.calls.find((c) => c.method === 'update')!;
    expect(update.args[0]).toBe(1);
    expect(update.args[1]).toMatchObject({ kilometers: 47000, model: 2021 });
  });

  it("shows the server's message when the car is no longer Pending (409)", async () => {
    const user = userEvent.setup();
    const paid = DEMO_CARS.find((car) => car.status === 'Paid')!;
    renderWithRouter(<CarFormScreen api={createMemoryCarsApi()} carId={paid.id} onDone={vi.fn()} />);
    await screen.findByDisplayValue(paid.name);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    const message = 'لا يمكن تعديل أو حذف سيارة غير معروضة للبيع';
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it("says 'السيارة غير موجودة' for an unknown car", async () => {
    renderWithRouter(<CarFormScreen api={createMemoryCarsApi()} carId={999} onDone={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('السيارة غير موجودة');
    expect(screen.queryByRole('button', { name: 'حفظ' })).toBeNull();
  });
});
