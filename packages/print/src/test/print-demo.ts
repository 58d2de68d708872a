import type { Template } from '@cc/contracts';
import {
  createTestApi,
  DEMO_DEALS,
  DEMO_PAYMENTS,
  DEMO_PRINT_TEMPLATES,
  DEMO_TEMPLATES,
  type TestApiOptions,
} from '@cc/resources/testing';

/** The fake's demo print templates: 1101 a full contract page, 1102 the company's receipt. */
export const [PRINT_TEMPLATE, RECEIPT_TEMPLATE] = DEMO_PRINT_TEMPLATES as [Template, Template];

/** Contract 1001: IQD 12,000,000 on three instalments from 2025-02-10, partly paid. */
export const CONTRACT = DEMO_DEALS.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001)!;

/** Receipt 105: 1,500,000 IQD by transfer on contract 1001, 7,500,000 remaining after it. */
export const PAYMENT = DEMO_PAYMENTS.find((p) => p.receiptNumber === 105)!;

/**
 * The fake API over the demo data, with contract 1001 printing on `template` (by default the full demo
 * print template) and that template among the company's.
 *
 * @example
 * render(<PrintRoutes fake={printApi()} path={`/print/${CONTRACT.id}/true`} />);
 */
export function printApi(template: Template = PRINT_TEMPLATE, options: TestApiOptions = {}) {
  return createTestApi({
    templates: [...DEMO_TEMPLATES, template],
    deals: DEMO_DEALS.map((d) => (d.id === CONTRACT.id ? { ...d, templateId: template.id } : d)),
    ...options,
  });
}
