import { type Car, endpoints, type Person } from '@cc/contracts';
import { createTestApi, DEMO_CARS, DEMO_TEMPLATES } from '@cc/resources/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BranchPicker } from './branch-picker';
import { CarPicker } from './car-picker';
import { PersonPicker } from './person-picker';
import { TemplatePicker } from './template-picker';
import { renderPiece } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

function Buyer() {
  const [buyer, setBuyer] = useState<Person | null>(null);
  return (
    <>
      <PersonPicker
        label="المشتري"
        required
        selected={buyer}
        onSelect={setBuyer}
        allowCreate
        debounceMs={0}
      />
      <output>{buyer?.fullName ?? '-'}</output>
    </>
  );
}

function PendingCar() {
  const [car, setCar] = useState<Car | null>(null);
  return <CarPicker selected={car} onSelect={setCar} debounceMs={0} />;
}

describe('PersonPicker', () => {
  it('searches the keyword on the server and picks a person', async () => {
    const user = userEvent.setup();
    const { fake } = renderPiece(<Buyer />);
    await user.type(screen.getByRole('searchbox', { name: 'بحث عن المشتري' }), 'زينب');
    const select = screen.getByRole('combobox', { name: /^المشتري/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(fake.callsTo(endpoints.persons.list).at(-1)?.query).toMatchObject({ keyword: 'زينب', size: '20' });
    await user.selectOptions(select, within(select).getAllByRole('option')[1]!);
    expect(screen.getByRole('status')).toHaveTextContent('زينب');
  });

  it("adds an account in place with 'إضافة حساب جديد' and picks it", async () => {
    const user = userEvent.setup();
    const { fake } = renderPiece(<Buyer />);
    await user.click(screen.getByRole('button', { name: 'إضافة حساب جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'حساب جديد' });
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/الاسم الكامل/), 'حيدر سالم');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo(endpoints.persons.create)[0]?.body).toMatchObject({ fullName: 'حيدر سالم' });
    expect(screen.getByRole('combobox', { name: /^المشتري/ })).toHaveDisplayValue('حيدر سالم');
    expect(screen.getByRole('status')).toHaveTextContent('حيدر سالم');
  });
});

describe('CarPicker', () => {
  it('offers the cars for sale only', async () => {
    const { fake } = renderPiece(<PendingCar />);
    const select = screen.getByRole('combobox', { name: 'السيارة' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    expect(fake.callsTo(endpoints.cars.list)[0]?.query).toMatchObject({ status: 'Pending', size: '20' });
    const sold = DEMO_CARS.find((c) => c.status !== 'Pending')!;
    expect(within(select).queryByText(new RegExp(sold.plateNumber))).toBeNull();
  });
});

describe('BranchPicker', () => {
  it("lists the company's branches", async () => {
    renderPiece(<BranchPicker value="" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'الفرع' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['اختر...', 'الفرع الرئيسي', 'فرع البصرة']),
    );
  });

  it('lists the branches to whoever creates deals (ADD_CONTRACT without GET_BRANCH)', async () => {
    renderPiece(<BranchPicker value="" onChange={() => undefined} />, { permissions: ['ADD_CONTRACT'] });
    const select = screen.getByRole('combobox', { name: 'الفرع' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the branches could not be loaded', async () => {
    renderPiece(<BranchPicker value="" onChange={() => undefined} />, { permissions: ['PERSON_READ'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('ليس لديك صلاحية لتنفيذ هذا الإجراء');
  });
});

describe('TemplatePicker', () => {
  it("shows the company's newest contract template until one is chosen", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPiece(<TemplatePicker kind="CONTRACT" value={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'قالب الطباعة' });
    await waitFor(() => expect(select).toHaveValue('1003'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['اختر...', 'قالب العقد (قالب النظام)', 'عقد المعرض القديم', 'عقد المعرض']);
    await user.selectOptions(select, 'قالب العقد (قالب النظام)');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('preselects the marked default, not a newer template; none marked: the system one', async () => {
    const newer = { ...DEMO_TEMPLATES.find((t) => t.id === 1003)!, id: 1050, name: 'مسودة جديدة' };
    const { unmount } = renderPiece(
      <TemplatePicker kind="CONTRACT" value={null} onChange={() => undefined} />,
      {
        fake: createTestApi({ templates: [...DEMO_TEMPLATES, newer] }),
      },
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'قالب الطباعة' })).toHaveValue('1003'));
    unmount();
    renderPiece(<TemplatePicker kind="CONTRACT" value={null} onChange={() => undefined} />, {
      fake: createTestApi({ templates: [...DEMO_TEMPLATES, newer], defaultTemplates: new Map() }),
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'قالب الطباعة' })).toHaveValue('2'));
  });

  it('falls back to the system template of a kind the company has none of', async () => {
    renderPiece(<TemplatePicker kind="AUTHORIZATION" value={null} onChange={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'قالب الطباعة' })).toHaveValue('1'));
  });
});
