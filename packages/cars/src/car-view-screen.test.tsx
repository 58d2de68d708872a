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

  it("shows the deals section's honest empty state", async () => {
    renderWithRouter(<CarViewScreen api={createMemoryCarsApi()} carId={pending.id} canEdit />);
    expect(await screen.findByRole('heading', { level: 2, name: 'العقود والوكالات' })).toBeInTheDocument();
    expect(screen.getByText('لا توجد عقود لهذه السيارة بعد')).toBeInTheDocument();
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
