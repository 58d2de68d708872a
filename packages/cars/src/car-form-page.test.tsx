import { endpoints } from '@cc/contracts';
import { createTestApi, DEMO_CARS } from '@cc/resources/testing';
import { type RenderOptions, renderFeature, toasts } from '@cc/resources/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { carsFeature } from './feature';

// Labels end with the required mark '*'; match on the start.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const open = (url: string, options: RenderOptions = {}) => renderFeature(carsFeature, url, options);

/** Types each value into the field of its label, in order; a select picks the option of that value. */
async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    if (input.tagName === 'SELECT') await user.selectOptions(input, value);
    else await user.type(input, value);
  }
}

/** Every field of a valid car (notes left empty). */
const VALID_CAR = {
  'اسم السيارة': 'تويوتا كامري',
  'سنة الصنع': '2021',
  اللون: 'أبيض',
  النوع: 'SEDAN',
  'رقم اللوحة': 'بغداد 99999 أ',
  'رقم الشاصي': 'JTDBR32E720999999',
  الكيلومترات: '45000',
  'عدد السلندرات': '4',
  'عدد الركاب': '5',
  'نوع المحرك': 'HYBRID',
  المنشأ: 'JAPANESE',
};

describe('the car form (new-car, car/:id/edit)', () => {
  it('has the Arabic fields, required marks, numeric inputs, save and cancel', async () => {
    open('/new-car');
    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة سيارة' })).toBeInTheDocument();
    for (const label of ['اسم السيارة', 'سنة الصنع', 'اللون', 'رقم اللوحة', 'رقم الشاصي']) {
      expect(field(label)).toBeRequired();
    }
    for (const label of ['سنة الصنع', 'الكيلومترات', 'عدد السلندرات', 'عدد الركاب']) {
      expect(field(label)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(field('رقم الشاصي')).toHaveAttribute('dir', 'ltr');
    expect(field('النوع').tagName).toBe('SELECT');
    expect(field('نوع المحرك').tagName).toBe('SELECT');
    expect(field('المنشأ').tagName).toBe('SELECT');
    expect(field('ملاحظات').tagName).toBe('TEXTAREA');
    expect(screen.getByText('الحقول المعلّمة بـ * مطلوبة')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'دفع رباعي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إلغاء' })).toHaveAttribute('href', '/cars');
  });

  it("takes carInputSchema's limits as maxLength and counts the characters near the limit", async () => {
    const user = userEvent.setup();
    open('/new-car');
    await screen.findByRole('heading', { level: 1 });
    expect(field('اسم السيارة')).toHaveAttribute('maxlength', '100');
    expect(field('اللون')).toHaveAttribute('maxlength', '40');
    expect(field('رقم الشاصي')).toHaveAttribute('maxlength', '40');
    expect(field('ملاحظات')).toHaveAttribute('maxlength', '1000');

    // No counter far from the limit; from 80 % on, the count and the limit under the field.
    await user.click(field('ملاحظات'));
    await user.paste('م'.repeat(700));
    expect(screen.queryByText('700 / 1000')).toBeNull();
    await user.paste('م'.repeat(250));
    expect(screen.getByText('950 / 1000')).toBeInTheDocument();
    expect(field('ملاحظات')).toHaveAccessibleDescription('950 / 1000');
  });

  it("shows carInputSchema's Arabic messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    const { fake } = open('/new-car');
    await user.type(await screen.findByLabelText(/^عدد السلندرات/), '20');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(field('اسم السيارة')).toHaveAccessibleDescription('اسم السيارة مطلوب'));
    for (const [label, message] of [
      ['سنة الصنع', 'سنة الصنع مطلوبة'],
      ['اللون', 'اللون مطلوب'],
      ['رقم اللوحة', 'رقم اللوحة مطلوب'],
      ['رقم الشاصي', 'رقم الشاصي مطلوب'],
      ['عدد السلندرات', 'عدد السلندرات يجب أن يكون بين 1 و 16'],
    ] as const) {
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field('اسم السيارة')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo(endpoints.cars.create)).toHaveLength(0);

    // Typing clears that field's message.
    await user.type(field('اسم السيارة'), 'كيا');
    await waitFor(() => expect(field('اسم السيارة')).not.toHaveAccessibleDescription('اسم السيارة مطلوب'));
  });

  it("sends numbers as numbers and empty optional fields as null, toasts the server's answer and opens the car", async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ cars: [] });
    const { router } = open('/new-car', { fake });
    await screen.findByRole('heading', { level: 1, name: 'إضافة سيارة' });
    await fill(user, VALID_CAR);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/car/1/view'));
    expect(fake.callsTo(endpoints.cars.create)[0]?.body).toEqual({
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
    await waitFor(() => expect(toasts()).toContain('تمت إضافة السيارة'));
    expect(fake.db.cars[0]).toMatchObject({ id: 1, name: 'تويوتا كامري', status: 'Pending' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تويوتا كامري' })).toBeInTheDocument();
  });

  it('reads the year and counts typed in Arabic-Indic digits as numbers', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ cars: [] });
    open('/new-car', { fake });
    await screen.findByLabelText(/^اسم السيارة/);
    await fill(user, {
      'اسم السيارة': 'هيونداي النترا',
      'سنة الصنع': '٢٠١٩',
      اللون: 'فضي',
      'رقم اللوحة': 'بغداد 23817 ب',
      'رقم الشاصي': 'KMHDH41E29U761234',
      الكيلومترات: '٨٨٬٠٠٠',
      'عدد السلندرات': '۴',
    });
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.cars.create)).toHaveLength(1));
    expect(fake.callsTo(endpoints.cars.create)[0]?.body).toMatchObject({
      model: 2019,
      kilometers: 88000,
      cylinderCount: 4,
      passengerCount: null,
      type: null,
    });
  });

  it('keeps a year that is not a number and says so', async () => {
    const user = userEvent.setup();
    const { fake } = open('/new-car');
    await user.type(await screen.findByLabelText(/^سنة الصنع/), 'ألفين');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(field('سنة الصنع')).toHaveAccessibleDescription('يرجى إدخال رقم صالح، مثل 2021 أو ٢٠٢١'),
    );
    expect(field('سنة الصنع')).toHaveValue('ألفين');
    expect(fake.callsTo(endpoints.cars.create)).toHaveLength(0);
  });

  it("shows the server's field errors under the right fields", async () => {
    const user = userEvent.setup();
    // The plate and chassis numbers of VALID_CAR, already used by another car.
    const taken = { ...DEMO_CARS[0]!, plateNumber: 'بغداد 99999 أ', chassisNumber: 'JTDBR32E720999999' };
    const { router } = open('/new-car', { fake: createTestApi({ cars: [taken] }) });
    await screen.findByRole('heading', { level: 1, name: 'إضافة سيارة' });
    await fill(user, VALID_CAR);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() =>
      expect(field('رقم اللوحة')).toHaveAccessibleDescription('رقم اللوحة مستخدم لسيارة أخرى'),
    );
    expect(field('رقم الشاصي')).toHaveAccessibleDescription('رقم الشاصي مستخدم لسيارة أخرى');
    expect(field('اسم السيارة')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('توجد سيارة أخرى بنفس رقم اللوحة أو رقم الشاصي')).toBeInTheDocument();
    expect(toasts()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/new-car');
  });

  it('edits a loaded car and saves it with PUT', async () => {
    const user = userEvent.setup();
    const { fake, router } = open('/car/1/edit');
    expect(await screen.findByRole('status')).toHaveTextContent('جار التحميل...');
    expect(await screen.findByDisplayValue('تويوتا كامري')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'تعديل السيارة' })).toBeInTheDocument();
    expect(field('سنة الصنع')).toHaveValue('2021');
    expect(field('النوع')).toHaveValue('SEDAN');
    expect(screen.getByRole('link', { name: 'إلغاء' })).toHaveAttribute('href', '/car/1/view');

    await user.clear(field('الكيلومترات'));
    await user.type(field('الكيلومترات'), '47000');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/car/1/view'));
    const [update] = fake.callsTo(endpoints.cars.update);
    expect(update?.path).toBe('/car/1');
    expect(update?.body).toMatchObject({ kilometers: 47000, model: 2021 });
    await waitFor(() => expect(toasts()).toContain('تم حفظ بيانات السيارة'));
  });

  it("shows the server's message when the car is no longer Pending (409)", async () => {
    const user = userEvent.setup();
    const pending = DEMO_CARS.find((car) => car.status === 'Pending')!;
    const { fake } = open(`/car/${pending.id}/edit`, {
      permissions: ['GET_CAR', 'UPDATE_CAR', 'GET_CONTRACT'],
    });
    await screen.findByDisplayValue(pending.name);
    // Sold by someone else while the form is open.
    fake.db.cars.find((car) => car.id === pending.id)!.status = 'Paid';
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    const message = 'لا يمكن تعديل سيارة مباعة أو قيد الدفع، التعديل متاح للسيارات غير المبيوعة فقط';
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    await waitFor(() => expect(toasts()).toContain(message));
  });

  it("says 'السيارة غير موجودة' for an unknown car", async () => {
    open('/car/999/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('السيارة غير موجودة');
    expect(screen.queryByRole('button', { name: 'حفظ' })).toBeNull();
    expect(screen.getByRole('link', { name: 'العودة إلى القائمة' })).toHaveAttribute('href', '/cars');
  });
});

describe('editing a car that is sold or being paid', () => {
  const SALES = { permissions: ['PERSON_READ', 'GET_CAR', 'CREATE_CAR', 'UPDATE_CAR'] } as const;

  it('sends staff to the car’s page with the refusal before the form shows', async () => {
    for (const status of ['Paid', 'Active'] as const) {
      const car = DEMO_CARS.find((c) => c.status === status)!;
      const { router, fake } = open(`/car/${car.id}/edit`, { permissions: [...SALES.permissions] });
      await waitFor(() => expect(router.state.location.pathname).toBe(`/car/${car.id}/view`));
      await waitFor(() =>
        expect(toasts()).toContain(
          'لا يمكن تعديل سيارة مباعة أو قيد الدفع، التعديل متاح للسيارات غير المبيوعة فقط',
        ),
      );
      expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
      expect(fake.callsTo(endpoints.cars.update)).toHaveLength(0);
    }
  });

  it('opens the form of a sold car for the company account (it may correct it)', async () => {
    const car = DEMO_CARS.find((c) => c.status === 'Paid')!;
    const { router } = open(`/car/${car.id}/edit`);
    expect(await screen.findByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/car/${car.id}/edit`);
  });

  it('opens the form of a Pending car for staff', async () => {
    const car = DEMO_CARS.find((c) => c.status === 'Pending')!;
    open(`/car/${car.id}/edit`, { permissions: [...SALES.permissions] });
    expect(await screen.findByRole('button', { name: 'حفظ' })).toBeInTheDocument();
  });
});
