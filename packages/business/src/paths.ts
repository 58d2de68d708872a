/**
 * A payment's printable receipt (the app's print-receipt page), absolute so it works from any screen.
 *
 * @example
 * receiptPath(31); // '/print-receipt/31'
 */
export const receiptPath = (paymentId: number) => `/print-receipt/${paymentId}`;
