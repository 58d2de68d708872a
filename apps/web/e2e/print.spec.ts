import { expect, test } from '@playwright/test';
import { API, apiCar, apiContract, apiCreate, asCompany, signedInAs } from './helpers';
import { A4_PT, byX, type Glyphs, inBox, printToPdf, visual } from './pdf';

/**
 * The words of a line in an Arabic reader's order (right to left). A Latin or number word is kept as
 * drawn (its order is what is tested); an Arabic word by its letters, since pdf.js gives the glyphs of an
 * Arabic word (ligatures, presentation forms) in no reliable order of their own.
 */
function readWords(glyphs: Glyphs[]): string[] {
  const words: Glyphs[][] = [[]];
  for (const g of byX(glyphs)) {
    if (g.str.trim() === '') words.push([]);
    else words[words.length - 1]?.push(g);
  }
  return words
    .filter((word) => word.length > 0)
    .reverse()
    .map((word) => wordKey(visual(word)));
}

/** A word as {@link readWords} compares it: Latin/number words as they are, Arabic ones by their letters. */
function wordKey(word: string): string {
  if (/^[\x21-\x7e]+$/.test(word)) return word;
  return [...word.normalize('NFKC')].sort().join('');
}
const expectedWords = (text: string) =>
  text
    .split(/[\s\u00a0]+/)
    .filter(Boolean)
    .map(wordKey);

const currencyName = (currency: string) => (currency === 'USD' ? 'دولار' : 'دينار');
/** An amount as printed: grouped, with the currency's decimals (IQD none, USD two). */
const grouped = (major: string, currency = 'IQD') =>
  Number(major).toLocaleString('en-US', { minimumFractionDigits: currency === 'USD' ? 2 : 0 });
const slashDate = (iso: string) => iso.replaceAll('-', '/');

test('a demo contract prints on exactly one A4 page with its values in the template’s places', async ({
  page,
  request,
}) => {
  const { headers } = await asCompany(request);
  // The oldest active contract is a demo one (other specs add their own later).
  const list = await request.get(`${API}/contracts`, {
    headers,
    params: { size: 1, planStatus: 'ACTIVE', sortBy: 'contractNumber', sortDirection: 'asc' },
  });
  const deal = (await list.json()).data[0];
  // Demo deals name no template: the print page uses the system contract template 2.
  const templateId = deal.templateId ?? 2;
  const template = (await (await request.get(`${API}/templates/${templateId}`, { headers })).json()).data;
  const boxOf = (fieldId: string) =>
    template.fields.find((item: { fieldId?: string }) => item.fieldId === fieldId);

  await signedInAs(page, 'sales');
  await page.goto(`/print/${deal.id}/true`);
  const pdf = await printToPdf(page);

  expect(pdf.pages).toBe(1);
  expect(pdf.width).toBeCloseTo(A4_PT.width, 0);
  expect(pdf.height).toBeCloseTo(A4_PT.height, 0);

  // Latin values read left to right inside their boxes.
  expect(visual(inBox(pdf.items, boxOf('contractNumber')))).toBe(String(deal.contractNumber));
  expect(visual(inBox(pdf.items, boxOf('contractDate')))).toBe(slashDate(deal.contractDate));
  expect(visual(inBox(pdf.items, boxOf('buyer.phone')))).toBe(deal.buyer.phone);
  expect(visual(inBox(pdf.items, boxOf('car.chassisNumber')))).toBe(deal.car.chassisNumber);
  expect(visual(inBox(pdf.items, boxOf('car.model')))).toBe(String(deal.car.model));
  // Arabic values read right to left; the price's number keeps its grouping before the currency name.
  const words = (fieldId: string) => readWords(inBox(pdf.items, boxOf(fieldId)));
  expect(words('buyer.fullName')).toEqual(expectedWords(deal.buyer.fullName));
  expect(words('car.plateNumber')).toEqual(expectedWords(deal.car.plateNumber));
  expect(words('price')).toEqual(
    expectedWords(`${grouped(deal.price, deal.currency)} ${currencyName(deal.currency)}`),
  );
  // The seller of a company sale is the company.
  expect(words('seller.fullName')).toEqual(expectedWords(deal.company.name));
  // The instalment table lists every due date.
  const table = visual(inBox(pdf.items, boxOf('paymentPlan.installments')));
  for (const row of deal.paymentPlan.installments) expect(table).toContain(slashDate(row.dueDate));
});

test('numbers and dates inside an Arabic line print in their true order', async ({ page, request }) => {
  const { accessToken, headers } = await asCompany(request);
  const stamp = String(Date.now()).slice(-7);
  const style = { fontSize: 16, color: '#111827' };
  const line = { x: 48, y: 200, width: 696, height: 40 };
  const created = await request.post(`${API}/templates`, {
    headers,
    data: {
      name: `قالب طباعة ${stamp}`,
      kind: 'CONTRACT',
      fields: [
        { kind: 'TEXT', value: 'يدفع المشتري مبلغ 12,345,000 دينار بتاريخ 2026-03-15 نقداً', style, ...line },
        { kind: 'FIELD', fieldId: 'price', style, x: 400, y: 280, width: 344, height: 32 },
        { kind: 'FIELD', fieldId: 'contractDate', style, x: 48, y: 280, width: 344, height: 32 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const templateId = (await created.json()).data.id as number;

  const buyer = await apiCreate(request, accessToken, '/persons', { fullName: `مشتري طباعة ${stamp}` });
  const car = await apiCar(request, accessToken, {
    name: `سيارة طباعة ${stamp}`,
    model: 2023,
    color: 'أسود',
    plateNumber: `نينوى ${stamp} ط`,
    chassisNumber: `PRINT${stamp}XYZ`,
  });
  const { id: dealId } = await apiContract(request, accessToken, {
    buyerId: buyer.id,
    carId: car.id,
    price: '12345000',
    paymentType: 'CASH',
    contractDate: '2026-03-15',
    templateId,
  });

  await signedInAs(page, 'company');
  await page.goto(`/print/${dealId}/true`);
  const pdf = await printToPdf(page);
  expect(pdf.pages).toBe(1);

  const glyphs = inBox(pdf.items, line);
  const left = visual(glyphs);
  // Each number keeps its digits' order (not '000,345,12' nor '15-03-2026') …
  expect(left).toContain('12,345,000');
  expect(left).toContain('2026-03-15');
  // … and sits in its place in the Arabic sentence, read from the right.
  expect(readWords(glyphs)).toEqual(
    expectedWords('يدفع المشتري مبلغ 12,345,000 دينار بتاريخ 2026-03-15 نقداً'),
  );

  expect(visual(inBox(pdf.items, { x: 48, y: 280, width: 344, height: 32 }))).toBe('2026/03/15');
  expect(readWords(inBox(pdf.items, { x: 400, y: 280, width: 344, height: 32 }))).toEqual(
    expectedWords('12,345,000 دينار'),
  );

  // A template a contract uses cannot be deleted (the print keeps working).
  expect((await request.delete(`${API}/templates/${templateId}`, { headers })).status()).toBe(409);
});

test("a payment's receipt prints on the receipt template with its own number and amounts", async ({
  page,
  request,
}) => {
  const { headers } = await asCompany(request);
  const list = await request.get(`${API}/payments`, {
    headers,
    params: { size: 1, sortBy: 'receiptNumber' },
  });
  const payment = (await list.json()).data[0];
  const template = (await (await request.get(`${API}/templates/3`, { headers })).json()).data;
  const boxOf = (fieldId: string) =>
    template.fields.find((item: { fieldId?: string }) => item.fieldId === fieldId);

  await signedInAs(page, 'accountant');
  await page.goto(`/print-receipt/${payment.id}`);
  const pdf = await printToPdf(page);
  expect(pdf.pages).toBe(1);
  expect(visual(inBox(pdf.items, boxOf('receipt.number')))).toBe(String(payment.receiptNumber));
  expect(visual(inBox(pdf.items, boxOf('receipt.date')))).toBe(slashDate(payment.paidAt));
  expect(readWords(inBox(pdf.items, boxOf('receipt.amount')))).toEqual(
    expectedWords(
      `${grouped(payment.amount, payment.currency)} ${payment.currency === 'IQD' ? 'دينار' : 'دولار'}`,
    ),
  );
  expect(readWords(inBox(pdf.items, boxOf('buyer.fullName')))).toEqual(expectedWords(payment.buyerName));
});
