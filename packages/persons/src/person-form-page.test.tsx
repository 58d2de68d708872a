import { endpoints } from '@cc/contracts';
import { createTestApi, DEMO_PERSONS } from '@cc/resources/testing';
import { type RenderOptions, renderFeature, toasts } from '@cc/resources/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { personsFeature } from './feature';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const open = (url: string, options: RenderOptions = {}) => renderFeature(personsFeature, url, options);

describe('the account form (new-account, account-cards/:id/edit)', () => {
  it('has the Arabic fields, the required name, save and cancel', async () => {
    open('/new-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة حساب' })).toBeInTheDocument();
    expect(field('الاسم الكامل')).toBeRequired();
    for (const label of ['رقم الهاتف', 'رقم الهوية', 'العنوان']) expect(field(label)).not.toBeRequired();
    expect(field('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
    expect(field('رقم الهاتف')).toHaveAttribute('type', 'tel');
    expect(field('ملاحظات').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إلغاء' })).toHaveAttribute('href', '/account-cards');
  });

  it("shows personInputSchema's message and sends nothing without a name", async () => {
    const user = userEvent.setup();
    const { fake } = open('/new-account');
    await user.type(await screen.findByLabelText(/^الاسم الكامل/), '   ');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(field('الاسم الكامل')).toHaveAccessibleDescription('الاسم الكامل مطلوب'));
    expect(fake.callsTo(endpoints.persons.create)).toHaveLength(0);
  });

  it("sends the trimmed body with empty optional fields as null, toasts the server's answer and opens the account", async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ persons: [] });
    const { router } = open('/new-account', { fake });
    await user.type(await screen.findByLabelText(/^الاسم الكامل/), ' علي حسين ');
    await user.type(field('رقم الهاتف'), '+964 770 123 4567');
    await user.type(field('العنوان'), 'بغداد');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account-cards/1/view'));
    expect(fake.callsTo(endpoints.persons.create)[0]?.body).toEqual({
      fullName: 'علي حسين',
      phone: '+964 770 123 4567',
      nationalId: null,
      address: 'بغداد',
      notes: null,
    });
    await waitFor(() => expect(toasts()).toContain('تمت إضافة الحساب'));
    // The server keeps the phone normalised; the account page shows what it keeps.
    expect(fake.db.persons[0]).toMatchObject({ id: 1, fullName: 'علي حسين', phone: '07701234567' });
    expect(await screen.findByRole('heading', { level: 1, name: 'علي حسين' })).toBeInTheDocument();
  });

  it('checks the phone with personInputSchema before sending: an Arabic message and no request', async () => {
    const user = userEvent.setup();
    const { router, fake } = open('/new-account');
    await user.type(await screen.findByLabelText(/^الاسم الكامل/), 'علي حسين');
    await user.type(field('رقم الهاتف'), '١٢٣');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() =>
      expect(field('رقم الهاتف')).toHaveAccessibleDescription(
        'رقم الهاتف غير صالح، أدخل رقم موبايل عراقي مثل 07701234567',
      ),
    );
    expect(field('الاسم الكامل')).not.toHaveAttribute('aria-invalid');
    expect(fake.callsTo(endpoints.persons.create)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/new-account');
    // Arabic-Indic digits of a real mobile pass.
    await user.clear(field('رقم الهاتف'));
    await user.type(field('رقم الهاتف'), '٠٧٧٠١٢٣٤٥٦٧');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.persons.create)).toHaveLength(1));
  });

  it("shows the server's field errors under the right fields", async () => {
    const user = userEvent.setup();
    const { router } = open('/new-account');
    await user.type(await screen.findByLabelText(/^الاسم الكامل/), 'علي حسين');
    expect(router.state.location.pathname).toBe('/new-account');

    // A national id another account has.
    await user.type(field('رقم الهوية'), DEMO_PERSONS[0]!.nationalId!);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(field('رقم الهوية')).toHaveAccessibleDescription('رقم الهوية مستخدم لحساب آخر'),
    );
    expect(field('رقم الهاتف')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('يوجد حساب آخر بنفس رقم الهوية')).toBeInTheDocument();
    expect(toasts()).toHaveLength(0);
  });

  it('edits a loaded account and saves it with PUT', async () => {
    const user = userEvent.setup();
    const { fake, router } = open('/account-cards/1/edit');
    expect(await screen.findByDisplayValue('أحمد علي حسين')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'تعديل الحساب' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إلغاء' })).toHaveAttribute('href', '/account-cards/1/view');
    await user.clear(field('العنوان'));
    await user.type(field('العنوان'), 'بغداد - الجادرية');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-cards/1/view'));
    const [update] = fake.callsTo(endpoints.persons.update);
    expect(update?.path).toBe('/persons/1');
    expect(update?.body).toEqual({
      fullName: 'أحمد علي حسين',
      phone: '07701234567',
      nationalId: '199012345678',
      address: 'بغداد - الجادرية',
      notes: 'زبون دائم',
    });
    await waitFor(() => expect(toasts()).toContain('تم حفظ بيانات الحساب'));
  });

  it("says 'الحساب غير موجود' for an unknown person", async () => {
    open('/account-cards/999/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('الحساب غير موجود');
    expect(screen.queryByRole('button', { name: 'حفظ' })).toBeNull();
  });
});
