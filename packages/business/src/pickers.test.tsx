import { endpoints } from '@cc/contracts';
import { createTestApi, DEMO_BRANCHES, DEMO_CARS, DEMO_TEMPLATES, failing } from '@cc/resources/testing';
import type { RenderOptions } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BranchPicker } from './branch-picker';
import { CarPicker } from './car-picker';
import { PersonPicker } from './person-picker';
import { type PickedIds, PickerForm } from './story-helpers';
import { TemplatePicker } from './template-picker';
import { renderPiece } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const picked = (): PickedIds => JSON.parse(screen.getByRole('status', { name: 'القيم' }).textContent ?? '{}');
const listOf = (name: RegExp) => within(screen.getByRole('listbox', { name }));
/** Renders a picker in a form that shows the picked ids ({@link picked}). */
const renderPicker = (picker: ReactElement, options?: RenderOptions) =>
  renderPiece(<PickerForm>{picker}</PickerForm>, options);

describe('PersonPicker', () => {
  it('searches the keyword on the server and picks the only match with Enter', async () => {
    const { user, fake } = renderPicker(
      <PersonPicker<PickedIds> name="buyerId" label="المشتري" required allowCreate debounceMs={0} />,
    );
    const buyer = screen.getByRole('combobox', { name: /^المشتري/ });
    await user.type(buyer, 'زينب');
    await waitFor(() => expect(listOf(/^المشتري/).getAllByRole('option')).toHaveLength(1));
    expect(fake.callsTo(endpoints.persons.list).at(-1)?.query).toMatchObject({ keyword: 'زينب', size: '20' });
    await user.keyboard('{Enter}');
    expect(buyer).toHaveValue('زينب ستار عودة');
    const zainab = fake.db.persons.find((p) => p.fullName === 'زينب ستار عودة')!;
    expect(picked().buyerId).toBe(zainab.id);
  });

  it('finds a person by a national id typed in Arabic-Indic digits and picks the only match on leaving', async () => {
    const { user, fake } = renderPicker(
      <PersonPicker<PickedIds> name="buyerId" label="المشتري" debounceMs={0} />,
    );
    const buyer = screen.getByRole('combobox', { name: /^المشتري/ });
    await user.type(buyer, '١٩٩٥٥٦٧٨٩٠١٢');
    await waitFor(() => expect(listOf(/^المشتري/).getAllByRole('option')).toHaveLength(1));
    await user.tab();
    const zainab = fake.db.persons.find((p) => p.fullName === 'زينب ستار عودة')!;
    expect(picked().buyerId).toBe(zainab.id);
  });

  it("adds an account in place with 'إضافة حساب جديد' and picks it", async () => {
    const { user, fake } = renderPicker(
      <PersonPicker<PickedIds> name="buyerId" label="المشتري" required allowCreate debounceMs={0} />,
    );
    await user.click(screen.getByRole('button', { name: 'إضافة حساب جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'حساب جديد' });
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/الاسم الكامل/)).toHaveAttribute('maxlength', '150');
    await user.type(within(dialog).getByLabelText(/الاسم الكامل/), 'حيدر سالم');
    await user.type(within(dialog).getByLabelText('رقم الهاتف'), '٠٧٧٠١٢٣٤٥٦٧');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo(endpoints.persons.create)[0]?.body).toMatchObject({
      fullName: 'حيدر سالم',
      phone: '07701234567',
    });
    expect(screen.getByRole('combobox', { name: /^المشتري/ })).toHaveValue('حيدر سالم — 07701234567');
    expect(picked().buyerId).toBe(fake.db.persons.at(-1)?.id);
  });
});

describe('CarPicker', () => {
  it('offers the cars for sale only', async () => {
    const { user, fake } = renderPicker(<CarPicker<PickedIds> name="carId" debounceMs={0} />);
    await user.click(screen.getByRole('combobox', { name: 'السيارة' }));
    await waitFor(() => expect(listOf(/^السيارة/).getAllByRole('option').length).toBeGreaterThan(1));
    expect(fake.callsTo(endpoints.cars.list)[0]?.query).toMatchObject({ status: 'Pending', size: '20' });
    const sold = DEMO_CARS.find((c) => c.status !== 'Pending')!;
    expect(listOf(/^السيارة/).queryByText(new RegExp(sold.plateNumber))).toBeNull();
  });
});

describe('BranchPicker', () => {
  it("lists the company's branches", async () => {
    const { user } = renderPicker(<BranchPicker<PickedIds> name="branchId" />);
    await user.click(screen.getByRole('combobox', { name: 'الفرع' }));
    await waitFor(() =>
      expect(
        listOf(/^الفرع/)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['الفرع الرئيسي', 'فرع البصرة']),
    );
  });

  it('offers no deactivated branch, but keeps one the field already holds, marked «موقوف»', async () => {
    const closed = { id: 3, name: 'فرع الموصل', address: null, phone: null, status: 'INACTIVE' as const };
    const fake = () => createTestApi({ branches: [...DEMO_BRANCHES, closed] });
    const { user, unmount } = renderPicker(<BranchPicker<PickedIds> name="branchId" />, { fake: fake() });
    await user.click(screen.getByRole('combobox', { name: 'الفرع' }));
    await waitFor(() =>
      expect(
        listOf(/^الفرع/)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['الفرع الرئيسي', 'فرع البصرة']),
    );
    unmount();
    // A record still at the closed branch shows it, and may keep it.
    renderPiece(
      <PickerForm values={{ branchId: 3 }}>
        <BranchPicker<PickedIds> name="branchId" />
      </PickerForm>,
      { fake: fake() },
    );
    const box = screen.getByRole('combobox', { name: 'الفرع' });
    await waitFor(() => expect(box).toHaveValue('فرع الموصل (موقوف)'));
    expect(picked().branchId).toBe(3);
  });

  it('lists the branches to whoever creates deals (ADD_CONTRACT without GET_BRANCH)', async () => {
    const { user } = renderPicker(<BranchPicker<PickedIds> name="branchId" />, {
      permissions: ['ADD_CONTRACT'],
    });
    await user.click(screen.getByRole('combobox', { name: 'الفرع' }));
    await waitFor(() => expect(listOf(/^الفرع/).getAllByRole('option').length).toBeGreaterThan(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the branches could not be loaded', async () => {
    // Every staff member may read the branches: a failure is the server's, and the picker says so.
    renderPicker(<BranchPicker<PickedIds> name="branchId" />, {
      fake: createTestApi({ routes: [failing(endpoints.branches.list)] }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى');
  });
});

describe('TemplatePicker', () => {
  it('preselects the marked default, not a newer template; none marked: the system one', async () => {
    const newer = {
      ...DEMO_TEMPLATES.find((t) => t.id === 1003)!,
      id: 1050,
      name: 'مسودة جديدة',
      isDefault: false,
    };
    const { unmount } = renderPicker(<TemplatePicker<PickedIds> name="templateId" kind="CONTRACT" />, {
      fake: createTestApi({ templates: [...DEMO_TEMPLATES, newer] }),
    });
    await waitFor(() => expect(picked().templateId).toBe(1003));
    unmount();
    renderPicker(<TemplatePicker<PickedIds> name="templateId" kind="CONTRACT" />, {
      fake: createTestApi({ templates: [...DEMO_TEMPLATES, newer], defaultTemplates: new Map() }),
    });
    await waitFor(() => expect(picked().templateId).toBe(2));
  });

  it("takes the company's default contract template until one is chosen", async () => {
    const { user } = renderPicker(<TemplatePicker<PickedIds> name="templateId" kind="CONTRACT" />);
    const box = screen.getByRole('combobox', { name: 'قالب الطباعة' });
    await waitFor(() => expect(box).toHaveValue('عقد المعرض'));
    expect(picked().templateId).toBe(1003);
    await user.clear(box);
    await user.keyboard('{ArrowDown}');
    expect(
      listOf(/^قالب الطباعة/)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['قالب العقد (قالب النظام)', 'عقد المعرض القديم', 'عقد المعرض']);
    await user.click(listOf(/^قالب الطباعة/).getByRole('option', { name: 'قالب العقد (قالب النظام)' }));
    expect(picked().templateId).toBe(2);
  });

  it('falls back to the system template of a kind the company has none of', async () => {
    renderPicker(<TemplatePicker<PickedIds> name="templateId" kind="AUTHORIZATION" />);
    await waitFor(() => expect(picked().templateId).toBe(1));
  });
});
