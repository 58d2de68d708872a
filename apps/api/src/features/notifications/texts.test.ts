import { describe, expect, it } from 'vitest';
import { drafts } from './texts';

const deal = (kind: 'CONTRACT' | 'AUTHORIZATION') => ({
  dealId: 9,
  kind,
  contractNumber: 4,
  buyerName: 'علي حسن',
  carName: 'تويوتا كامري',
});

// The bell, the page and the push name a deal as every screen does: «عقد» / «وكالة» with its number.
describe('notification texts', () => {
  it('name an authorization «وكالة», never «تخويل»', () => {
    const created = drafts.dealCreated(deal('AUTHORIZATION'));
    expect(created.title).toBe('وكالة جديدة');
    expect(created.body).toBe('وكالة رقم 4 — علي حسن — تويوتا كامري');
    const paid = drafts.paymentRecorded(deal('AUTHORIZATION'), {
      id: 1,
      receiptNumber: 12,
      amount: 150_000,
      currency: 'USD',
    });
    expect(paid.body).toContain('وكالة رقم 4 — علي حسن');
    expect(JSON.stringify([created, paid])).not.toMatch(/تخويل/);
  });

  it('name a contract «عقد» with its number', () => {
    expect(drafts.dealCreated(deal('CONTRACT'))).toMatchObject({
      title: 'عقد جديد',
      body: 'عقد رقم 4 — علي حسن — تويوتا كامري',
      link: '/contracts/9',
    });
  });
});
