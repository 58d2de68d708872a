import type { Payment } from '@cc/contracts';

/**
 * Two entries the demo ledger lacks, built on one of its payments: a settlement discount (receipt 901,
 * 250,000, reason 'تسوية نهائية') and dollars handed over on a dinar deal (receipt 902, 131,000 in the
 * deal's currency for 100.00 $ at 1310).
 */
export function discountAndDollars(base: Payment): { discount: Payment; dollars: Payment } {
  return {
    discount: {
      ...base,
      id: 9001,
      receiptNumber: 901,
      kind: 'DISCOUNT',
      entryKind: 'DISCOUNT',
      reason: 'تسوية نهائية',
      amount: '250000',
    },
    dollars: {
      ...base,
      id: 9002,
      receiptNumber: 902,
      amount: '131000',
      handedAmount: '100.00',
      handedCurrency: 'USD',
      exchangeRate: '1310',
    },
  };
}
