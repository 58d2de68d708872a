import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_DEALS } from './demo-persons';
import { createMemoryPersonsApi } from './memory-api';
import { PersonViewScreen } from './person-view-screen';
import { renderWithRouter } from './test/render';

const NBSP = '\u00A0';

describe('PersonViewScreen', () => {
  it('shows the details in a definition list and the edit link with PERSON_UPDATE', async () => {
    renderWithRouter(<PersonViewScreen api={createMemoryPersonsApi()} personId={1} canEdit />);
    expect(await screen.findByRole('heading', { level: 1, name: 'أحمد علي حسين' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'بيانات الحساب' });
    const terms = within(details)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual([
      'رقم الحساب',
      'الاسم الكامل',
      'رقم الهاتف',
      'رقم الهوية',
      'العنوان',
      'ملاحظات',
      'تاريخ الإضافة',
    ]);
    expect(within(details).getByText('07701234567').tagName).toBe('BDI');
    expect(within(details).getByText('زبون دائم')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/account-cards/1/edit');
  });

  it("marks missing values 'غير متوفر' and hides edit without PERSON_UPDATE", async () => {
    renderWithRouter(<PersonViewScreen api={createMemoryPersonsApi()} personId={8} canEdit={false} />);
    await screen.findByRole('heading', { level: 1, name: 'مصطفى رعد ناصر' });
    expect(screen.getAllByText('غير متوفر')).toHaveLength(3); // national id, address, notes
    expect(screen.queryByRole('link', { name: 'تعديل' })).toBeNull();
  });

  it('shows no deals or owed sections when the api cannot list a person’s deals', async () => {
    renderWithRouter(<PersonViewScreen api={createMemoryPersonsApi()} personId={1} canEdit />);
    await screen.findByRole('heading', { level: 1, name: 'أحمد علي حسين' });
    expect(screen.queryByRole('region', { name: 'المبالغ المستحقة' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'العقود والوكالات' })).toBeNull();
  });

  it('sums the amount owed per currency exactly, as buyer of non-cancelled deals only', async () => {
    renderWithRouter(
      <PersonViewScreen api={createMemoryPersonsApi({ deals: DEMO_DEALS })} personId={1} canEdit />,
    );
    const owed = await screen.findByRole('region', { name: 'المبالغ المستحقة' });
    const items = within(owed)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // 10,000,000 + 2,500,000 IQD (the cancelled 9,000,000 and the guaranteed 20,000,000 left out);
    // 1,000.25 + 250.25 USD, which floats would not promise.
    expect(items).toEqual([`12,500,000${NBSP}د.ع`, `1,250.50${NBSP}$`]);
  });

  it('lists the deals with the part the person plays in each', async () => {
    renderWithRouter(
      <PersonViewScreen api={createMemoryPersonsApi({ deals: DEMO_DEALS })} personId={1} canEdit />,
    );
    const deals = await screen.findByRole('region', { name: 'العقود والوكالات' });
    const rows = within(deals).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    const roleOf = (number: string) =>
      within(deals).getByText(number).closest('tr')!.querySelectorAll('td')[3]!.textContent;
    expect(roleOf('1001')).toBe('مشترٍ');
    expect(roleOf('1006')).toBe('كفيل');
    expect(roleOf('1007')).toBe('بائع');
    expect(within(deals).getByText('1005').closest('tr')).toHaveTextContent('ملغى');
  });

  it("says 'الحساب غير موجود' for an unknown id", async () => {
    renderWithRouter(<PersonViewScreen api={createMemoryPersonsApi()} personId={999} canEdit />);
    expect(await screen.findByRole('alert')).toHaveTextContent('الحساب غير موجود');
  });
});
