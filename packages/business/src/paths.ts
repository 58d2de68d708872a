/**
 * A ledger entry's printed document (the app's print-receipt page: a receipt, a reversal voucher or a
 * discount note), absolute so it works from any screen.
 *
 * @example
 * receiptPath(31); // '/print-receipt/31'
 */
export const receiptPath = (paymentId: number) => `/print-receipt/${paymentId}`;
