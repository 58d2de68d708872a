import { createTestApi } from '@cc/resources/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, openPage } from './test/render';

afterEach(() => vi.restoreAllMocks());

describe('StatementScreen (/statements/deal/:id, /statements/person/:id)', () => {
  it("shows a deal's ledger with the balance after each entry, its schedule, totals, and exports it", async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const deal = fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001)!;
    const entries = fake.db.payments.filter((p) => p.planId === deal.paymentPlan.id);
    openPage(`/statements/deal/${deal.id}`, { fake, permissions: ['GET_CONTRACT'] });
    const part = await screen.findByRole('region', { name: new RegExp(`عقد رقم ${deal.contractNumber}`) });
    const [ledger, schedule] = within(part).getAllByRole('table');
    const rows = within(ledger!).getAllByRole('row');
    // The header, the sale, one line per ledger entry, the total.
    expect(rows).toHaveLength(1 + 1 + entries.length + 1);
    expect(rows[1]).toHaveTextContent('قيمة العقد');
    expect(within(schedule!).getAllByRole('row')).toHaveLength(1 + deal.paymentPlan.installments.length);
    expect(screen.getByText(deal.buyer.fullName)).toBeInTheDocument();

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:statement';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    const csv = new TextDecoder().decode(new Uint8Array(await blobs[0]!.arrayBuffer()));
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('العقد,العملة,التاريخ,البيان,رقم السند,مدين,دائن,الرصيد,ملاحظة');
    expect(lines[1]).toContain(
      `عقد رقم ${deal.contractNumber},${deal.currency},${deal.contractDate},قيمة العقد`,
    );
    expect(lines.at(-1)).toMatch(/^الإجمالي,/);
  });

  it("shows an account card's deals, each with its own print on the STATEMENT template", async () => {
    const fake = createTestApi({ now: NOW });
    const deal = fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001)!;
    const theirs = fake.db.deals.filter((d) => d.buyer.id === deal.buyer.id);
    openPage(`/statements/person/${deal.buyer.id}`, { fake, permissions: ['GET_CONTRACT'] });
    const part = await screen.findByRole('region', { name: new RegExp(`عقد رقم ${deal.contractNumber}`) });
    expect(
      within(part).getByRole('link', { name: `طباعة كشف عقد رقم ${deal.contractNumber}` }),
    ).toHaveAttribute('href', `/print-statement/${deal.id}`);
    expect(screen.getAllByRole('link', { name: /^طباعة كشف / })).toHaveLength(theirs.length);
  });

  it('says when an account card has no deals', async () => {
    const fake = createTestApi({ now: NOW });
    const lonely = fake.db.persons.find((p) => !fake.db.deals.some((d) => d.buyer.id === p.id))!;
    openPage(`/statements/person/${lonely.id}`, { fake, permissions: ['GET_CONTRACT'] });
    expect(await screen.findByText('لا توجد عقود لهذا الحساب')).toBeInTheDocument();
    expect(screen.getByText(lonely.fullName)).toBeInTheDocument();
  });
});
