import type { Deal } from '@cc/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarViewScreen } from './car-view-screen';
import { DEMO_CARS } from './demo-cars';
import { createMemoryCarsApi } from './memory-api';
import { renderWithRouter } from './test/render';

const pending = DEMO_CARS[0]!;
const paid = DEMO_CARS.find((car) => car.status === 'Paid')!;

describe('CarViewScreen', () => {
  it('shows every field with Arabic labels and the status badge', async () => {
    renderWithRouter(<CarViewScreen api={createMemoryCarsApi()} carId={pending.id} canEdit />);
    expect(await screen.findByRole('heading', { level: 1, name: 'تويوتا كامري' })).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('سنة الصنع')).toHaveTextContent('2021');
    expect(term('النوع')).toHaveTextContent('صالون');
    expect(term('رقم اللوحة')).toHaveTextContent('بغداد 12345 أ');
    expect(within(term('رقم الشاصي') as HTMLElement).getByText('JTDBR32E720123456')).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(term('الكيلومترات')).toHaveTextContent('45,000');
    expect(term('نوع المحرك')).toHaveTextContent('بنزين');
    expect(term('المنشأ')).toHaveTextContent('أمريكي');
    expect(term('الحالة')).toHaveTextContent('غير مبيوعة');
    expect(term('ملاحظات')).toHaveTextContent('فحص كامل، بدون حوادث');
  });

  it('offers the edit link for a Pending car to a user who may edit', async () => {
    const { unmount } = renderWithRouter(
      <CarViewScreen api={createMemoryCarsApi()} carId={pending.id} canEdit />,
    );
    expect(await screen.findByRole('link', { name: 'تعديل' })).toHaveAttribute(
      'href',
      `/car/${pending.id}/edit`,
    );
    unmount();
    renderWithRouter(<CarViewScreen api={createMemoryCarsApi()} carId={pending.id} canEdit={false} />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'تعديل' })).toBeNull();
  });

  it('shows no edit link for a sold car, and its status', async () => {
    renderWithRouter(<CarViewScreen api={createMemoryCarsApi()} carId={paid.id} canEdit />);
    await screen.findByRole('heading', { level: 1, name: paid.name });
    expect(screen.queryByRole('link', { name: 'تعديل' })).toBeNull();
    expect(screen.getAllByText('مباعة').length).toBeGreaterThan(0);
  });

  it("shows the deals section's empty state when the car has no deals", async () => {
    renderWithRouter(<CarViewScreen api={createMemoryCarsApi()} carId={pending.id} canEdit />);
    expect(await screen.findByRole('heading', { level: 2, name: 'العقود والوكالات' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد عقود أو وكالات لهذه السيارة')).toBeInTheDocument();
  });

  it("lists the car's contracts and authorizations with their number, buyer and status", async () => {
    const api = createMemoryCarsApi();
    const deal = (
      kind: 'CONTRACT' | 'AUTHORIZATION',
      contractNumber: number,
      buyer: string,
      status: 'ACTIVE' | 'PAID',
    ) =>
      ({
        id: contractNumber,
        kind,
        contractNumber,
        contractDate: '2026-03-15',
        status: 'ACTIVE',
        buyer: { fullName: buyer },
        paymentPlan: { status },
      }) as unknown as Deal;
    const withDeals = {
      ...api,
      deals: async () => [
        deal('CONTRACT', 7, 'حسين جبار', 'ACTIVE'),
        deal('AUTHORIZATION', 3, 'زينب كاظم', 'PAID'),
      ],
    };
    renderWithRouter(<CarViewScreen api={withDeals} carId={pending.id} canEdit />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('عقد');
    expect(rows[1]).toHaveTextContent('حسين جبار');
    expect(rows[1]).toHaveTextContent('قيد التسديد');
    expect(rows[2]).toHaveTextContent('وكالة');
    expect(rows[2]).toHaveTextContent('مسدد بالكامل');
  });

  it("shows 'غير متوفر' for missing values and 'السيارة غير موجودة' for an unknown car", async () => {
    const bare = DEMO_CARS.at(-1)!;
    const { unmount } = renderWithRouter(
      <CarViewScreen api={createMemoryCarsApi()} carId={bare.id} canEdit />,
    );
    await screen.findByRole('heading', { level: 1, name: bare.name });
    expect(screen.getByText('الكيلومترات', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'غير متوفر',
    );
    unmount();
    renderWithRouter(<CarViewScreen api={createMemoryCarsApi()} carId={999} canEdit />);
    expect(await screen.findByRole('alert')).toHaveTextContent('السيارة غير موجودة');
  });
});
