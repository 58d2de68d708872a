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

/**
 * The two entries of a repossessed car the demo ledger lacks, built on one of its payments: the
 * write-off of what remained (receipt 903, 7,500,000, reason 'تعثر المشتري عن السداد', nothing left
 * after it) and money handed back to the buyer by transfer (receipt 904, 1,000,000, reason 'تسوية بعد
 * الاسترجاع', settling nothing).
 */
export function writeOffAndRefund(base: Payment): { writeOff: Payment; refund: Payment } {
  return {
    writeOff: {
      ...base,
      id: 9003,
      receiptNumber: 903,
      kind: 'WRITE_OFF',
      entryKind: 'WRITE_OFF',
      method: 'CASH',
      reason: 'تعثر المشتري عن السداد',
      amount: '7500000',
      remainingAfter: '0',
    },
    refund: {
      ...base,
      id: 9004,
      receiptNumber: 904,
      kind: 'REFUND',
      entryKind: 'REFUND',
      method: 'TRANSFER',
      reason: 'تسوية بعد الاسترجاع',
      amount: '1000000',
      remainingAfter: '0',
    },
  };
}
