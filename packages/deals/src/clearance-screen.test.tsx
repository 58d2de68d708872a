import { endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOW, openPage } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = async (text: string) => {
  await waitFor(() => expect(within(table()).getByText(text)).toBeInTheDocument());
  return within(table()).getByText(text).closest('tr') as HTMLElement;
};

describe('ClearanceScreen (/clearance)', () => {
  it('lists paid deals awaiting a clearance and issues one after a confirmation', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const paid = fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1009)!;
    openPage('/clearance', { fake });
    expect(await screen.findByRole('tab', { name: 'بانتظار براءة الذمة' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = await rowOf(paid.buyer.fullName);
    // Contract 1002 is cleared in the demo data: not awaiting.
    const cleared = fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1002)!;
    const isCleared = (r: HTMLElement) =>
      (r as HTMLTableRowElement).cells[0]?.textContent === 'عقد 1002' &&
      r.textContent?.includes(cleared.buyer.fullName);
    expect(bodyRows().some(isCleared)).toBe(false);
    expect(fake.callsTo(endpoints.clearance.list).at(-1)?.query.tab).toBe('awaiting');

    expect(within(row).getByRole('link', { name: 'عرض العقد' })).toHaveAttribute(
      'href',
      `/contracts/${paid.id}`,
    );
    await user.click(within(row).getByRole('button', { name: `إجراءات العقد ${paid.contractNumber}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'إصدار براءة الذمة' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`للعقد رقم ${paid.contractNumber}`);
    await user.click(within(dialog).getByRole('button', { name: 'نعم، أصدر البراءة' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم إصدار براءة الذمة رقم 2'));
    expect(fake.db.clearances.map((c) => c.dealId)).toContain(paid.id);
    // The issued tab shows it, with its print link in the row's menu.
    expect(screen.getByRole('tab', { name: 'براءات الذمة الصادرة' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const issued = await rowOf(paid.buyer.fullName);
    const id = fake.db.clearances.find((c) => c.dealId === paid.id)!.id;
    await user.click(within(issued).getByRole('button', { name: 'إجراءات براءة الذمة 2' }));
    expect(await screen.findByRole('menuitem', { name: 'طباعة البراءة' })).toHaveAttribute(
      'href',
      `/print-clearance/${id}`,
    );
  });

  it('voids a clearance with a reason (company account), then it reads «ملغاة»', async () => {
    const { user, fake } = openPage('/clearance', {});
    await user.click(await screen.findByRole('tab', { name: 'براءات الذمة الصادرة' }));
    const cleared = fake.db.deals.find((d) => d.contractNumber === 1002 && d.kind === 'CONTRACT')!;
    const row = await rowOf(cleared.buyer.fullName);
    expect(row).toHaveTextContent('سارية');
    await user.click(within(row).getByRole('button', { name: 'إجراءات براءة الذمة 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'إلغاء البراءة' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء البراءة' }));
    expect(await within(dialog).findByText('سبب الإلغاء مطلوب')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/سبب الإلغاء/), 'صدرت بالخطأ');
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء البراءة' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم إلغاء براءة الذمة رقم 1'));
    await waitFor(() => expect(row).toHaveTextContent('ملغاة'));
    expect(fake.db.clearances[0]?.clearance.voidReason).toBe('صدرت بالخطأ');
  });

  it('names each row’s kind beside its number: authorization 1002 is not contract 1002', async () => {
    const { user, fake } = openPage('/clearance');
    const authorization = fake.db.deals.find((d) => d.kind === 'AUTHORIZATION' && d.contractNumber === 1002)!;
    const row = await rowOf(authorization.buyer.fullName);
    expect((row as HTMLTableRowElement).cells[0]).toHaveTextContent(/^وكالة 1002$/);
    expect(within(row).getByRole('link', { name: 'عرض الوكالة' })).toHaveAttribute(
      'href',
      `/authorizations/${authorization.id}`,
    );
    expect(screen.getByRole('columnheader', { name: /^العقد أو الوكالة/ })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'إجراءات الوكالة 1002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'إصدار براءة الذمة' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      `هل تريد إصدار براءة ذمة للوكالة رقم 1002 باسم «${authorization.buyer.fullName}»؟ بعد إصدارها لا يمكن عكس دفعات الوكالة إلا بإلغائها.`,
    );
  });

  it('staff reading only (GET_PAYMENT_PLAN): no issue and no void', async () => {
    const { user } = openPage('/clearance', { permissions: ['GET_PAYMENT_PLAN'] });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText('جار التحميل...')).not.toBeInTheDocument());
    // Awaiting rows offer only 'عرض العقد': no menu to issue from.
    expect(screen.getAllByRole('link', { name: /^عرض (العقد|الوكالة)$/ }).length).toBe(bodyRows().length);
    expect(screen.queryByRole('button', { name: /^إجراءات/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'براءات الذمة الصادرة' }));
    const [menu] = await screen.findAllByRole('button', { name: /^إجراءات براءة الذمة/ });
    await user.click(menu!);
    expect(await screen.findByRole('menuitem', { name: 'طباعة البراءة' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'إلغاء البراءة' })).not.toBeInTheDocument();
  });
});

describe('the deal page clearance section', () => {
  it('issues the clearance of a paid deal from its page, then shows its number and print link', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const paid = fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1009)!;
    openPage(`/contracts/${paid.id}`, { fake });
    const section = await screen.findByRole('region', { name: 'براءة الذمة' });
    expect(await within(section).findByText('لم تصدر براءة ذمة لهذا العقد بعد.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'إصدار براءة الذمة' }));
    await user.click(await screen.findByRole('button', { name: 'نعم، أصدر البراءة' }));
    const link = await within(section).findByRole('link', { name: 'طباعة البراءة' });
    const id = fake.db.clearances.find((c) => c.dealId === paid.id)!.id;
    expect(link).toHaveAttribute('href', `/print-clearance/${id}`);
    expect(section).toHaveTextContent('رقم البراءة');
  });

  it('says «لهذه الوكالة» on a paid authorization’s page, never «لهذا العقد»', async () => {
    const fake = createTestApi({ now: NOW });
    const paid = fake.db.deals.find((d) => d.kind === 'AUTHORIZATION' && d.contractNumber === 1002)!;
    openPage(`/authorizations/${paid.id}`, { fake });
    const section = await screen.findByRole('region', { name: 'براءة الذمة' });
    expect(await within(section).findByText('لم تصدر براءة ذمة لهذه الوكالة بعد.')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('العقد');
  });

  it('shows no clearance section on a deal still being paid', async () => {
    const fake = createTestApi({ now: NOW });
    const open = fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001)!;
    openPage(`/contracts/${open.id}`, { fake });
    expect(await screen.findByText('العقد رقم 1001')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'براءة الذمة' })).not.toBeInTheDocument();
  });
});
