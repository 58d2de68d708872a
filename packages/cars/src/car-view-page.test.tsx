import { type Deal, endpoints } from '@cc/contracts';
import { createTestApi, DEMO_CARS, DEMO_PERSONS, demoAccountDeal } from '@cc/resources/testing';
import { type RenderOptions, renderFeature } from '@cc/resources/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carsFeature } from './feature';

const pending = DEMO_CARS[0]!;
const paid = DEMO_CARS.find((car) => car.status === 'Paid')!;
const open = (id: number, options: RenderOptions = {}) =>
  renderFeature(carsFeature, `/car/${id}/view`, { fake: createTestApi({ deals: [] }), ...options });
const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the car page (car/:id/view)', () => {
  it('shows every field with Arabic labels and the status badge', async () => {
    open(pending.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'تويوتا كامري' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'تفاصيل السيارة' })).toBeInTheDocument();
    expect(term('سنة الصنع')).toHaveTextContent('2021');
    expect(term('النوع')).toHaveTextContent('صالون');
    expect(term('رقم اللوحة')).toHaveTextContent('بغداد 12345 أ');
    expect(within(term('رقم الشاصي')).getByText('JTDBR32E720123456')).toHaveAttribute('dir', 'ltr');
    expect(term('الكيلومترات')).toHaveTextContent('45,000');
    expect(term('نوع المحرك')).toHaveTextContent('بنزين');
    expect(term('المنشأ')).toHaveTextContent('أمريكي');
    expect(term('الحالة')).toHaveTextContent('غير مبيوعة');
    expect(term('ملاحظات')).toHaveTextContent('فحص كامل، بدون حوادث');
  });

  it('offers the edit link for a Pending car to a user who may edit', async () => {
    const { unmount } = open(pending.id);
    expect(await screen.findByRole('link', { name: 'تعديل' })).toHaveAttribute(
      'href',
      `/car/${pending.id}/edit`,
    );
    unmount();
    open(pending.id, { permissions: ['PERSON_READ', 'GET_CAR', 'GET_CONTRACT'] });
    await screen.findByRole('heading', { level: 1, name: pending.name });
    expect(screen.queryByRole('link', { name: 'تعديل' })).toBeNull();
  });

  it('shows no edit link for a sold car, and its status', async () => {
    open(paid.id);
    await screen.findByRole('heading', { level: 1, name: paid.name });
    expect(screen.queryByRole('link', { name: 'تعديل' })).toBeNull();
    expect(screen.getAllByText('مباعة').length).toBeGreaterThan(0);
  });

  it("shows the deals section's empty state when the car has no deals", async () => {
    open(pending.id);
    expect(await screen.findByRole('heading', { level: 2, name: 'العقود والوكالات' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد عقود أو وكالات لهذه السيارة')).toBeInTheDocument();
  });

  it("lists the car's contracts and authorizations with their number, buyer and status", async () => {
    const [ahmad, ali] = DEMO_PERSONS as [(typeof DEMO_PERSONS)[0], (typeof DEMO_PERSONS)[0]];
    const onCar = (deal: Deal, id: number): Deal => ({ ...deal, id, car: { ...deal.car, id: pending.id } });
    const deals = [
      onCar(demoAccountDeal({ id: 1, buyer: ahmad, currency: 'IQD', price: '1000', remaining: '500' }), 1),
      onCar(
        demoAccountDeal({
          id: 2,
          kind: 'AUTHORIZATION',
          buyer: ali,
          currency: 'USD',
          price: '900.00',
          remaining: '0.00',
          planStatus: 'PAID',
        }),
        2,
      ),
      // Another car's deal is not listed.
      demoAccountDeal({ id: 3, buyer: ali, currency: 'IQD', price: '1000', remaining: '1000' }),
    ];
    open(pending.id, { fake: createTestApi({ deals }) });
    const section = await screen.findByRole('region', { name: 'العقود والوكالات' });
    const rows = await within(section).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('عقد');
    expect(rows[1]).toHaveTextContent(ahmad.fullName);
    expect(rows[1]).toHaveTextContent('قيد التسديد');
    expect(rows[2]).toHaveTextContent('وكالة');
    expect(rows[2]).toHaveTextContent('مسدد بالكامل');
    expect(within(rows[1]!).getByRole('link', { name: '1001' })).toHaveAttribute('href', '/contracts/1');
  });

  it("tells a user without GET_CONTRACT that the car's deals are not theirs to see", async () => {
    open(pending.id, { permissions: ['PERSON_READ', 'GET_CAR'] });
    const section = await screen.findByRole('region', { name: 'العقود والوكالات' });
    expect(await within(section).findByText('ليس لديك صلاحية لتنفيذ هذا الإجراء')).toBeInTheDocument();
  });

  it("shows the car's history («السجل») only to who may read it: AUDIT_READ and GET_CAR", async () => {
    const { unmount, fake } = open(pending.id);
    const section = await screen.findByRole('region', { name: 'السجل' });
    expect(await within(section).findByText('تعديل السيارة')).toBeInTheDocument();
    expect(section).toHaveTextContent('اللون: فضي أصبح أبيض');
    expect(fake.callsTo(endpoints.history.list).at(-1)?.query).toMatchObject({
      entity: 'car',
      id: String(pending.id),
    });
    unmount();
    const staff = open(pending.id, { permissions: ['PERSON_READ', 'GET_CAR', 'GET_CONTRACT'] });
    await screen.findByRole('region', { name: 'العقود والوكالات' });
    expect(screen.queryByRole('region', { name: 'السجل' })).toBeNull();
    expect(staff.fake.callsTo(endpoints.history.list)).toHaveLength(0);
    staff.unmount();
    open(pending.id, { permissions: ['PERSON_READ', 'GET_CAR', 'AUDIT_READ'] });
    expect(await screen.findByRole('region', { name: 'السجل' })).toBeInTheDocument();
  });

  it("shows 'غير متوفر' for missing values and 'السيارة غير موجودة' for an unknown car", async () => {
    const bare = DEMO_CARS.at(-1)!;
    const { unmount } = open(bare.id);
    await screen.findByRole('heading', { level: 1, name: bare.name });
    expect(term('الكيلومترات')).toHaveTextContent('غير متوفر');
    unmount();
    open(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('السيارة غير موجودة');
  });
});
