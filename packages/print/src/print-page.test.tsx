import { endpoints, type Template } from '@cc/contracts';
import {
  createTestApi,
  DEMO_COMPANY,
  DEMO_DEALS,
  DEMO_TEMPLATES,
  FakeFailure,
  failing,
  staffCaller,
} from '@cc/resources/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT as contract,
  PRINT_TEMPLATE,
  PAYMENT as payment,
  printApi,
  RECEIPT_TEMPLATE,
} from './test/print-demo';
import { PrintRoutes } from './test/print-routes';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const STAMP_KEY = '0b6f7f9e-3a53-4c1e-9d2e-2f0a4b1c5d6e';
const FORM_KEY = '1c7e8a0f-4b64-4d2f-8e3f-3a1b5c2d6e7f';

const authorization = DEMO_DEALS.find((d) => d.kind === 'AUTHORIZATION' && d.templateId === null)!;

function renderAt(path: string, fake = printApi()) {
  render(<PrintRoutes fake={fake} path={path} />);
  return fake;
}

/** The printed sheet, once loaded (the first test also loads the page's lazy chunk). */
async function sheet() {
  await waitFor(() => expect(document.querySelector('.cc-print-sheet')).not.toBeNull(), { timeout: 10_000 });
  return document.querySelector('.cc-print-sheet') as HTMLElement;
}
const itemOf = (page: HTMLElement, fieldId: string) =>
  page.querySelector(`[data-field-id="${fieldId}"]`) as HTMLElement;
const paths = (calls: { path: string }[]) => calls.map((c) => c.path);

describe('print/{id}/{isContract}', () => {
  it('loads the contract, then the template it names, and prints every item at its place', async () => {
    const fake = renderAt(`/print/${contract.id}/true`);
    const page = await sheet();
    expect(paths(fake.callsTo(endpoints.contracts.get))).toEqual([`/contracts/${contract.id}`]);
    expect(paths(fake.callsTo(endpoints.templates.get))).toEqual([`/templates/${PRINT_TEMPLATE.id}`]);
    expect(page.querySelectorAll('.cc-print-item')).toHaveLength(PRINT_TEMPLATE.fields.length);

    const buyer = itemOf(page, 'buyer.fullName');
    expect(buyer).toHaveTextContent(contract.buyer.fullName);
    expect(buyer.style.left).toBe('400px');
    expect(buyer.style.top).toBe('200px');
    expect(buyer.style.width).toBe('208px');
    // Spec defaults: right alignment and weight 600 unless the item says otherwise.
    expect(buyer.style.textAlign).toBe('right');
    expect(buyer.style.fontWeight).toBe('600');
    expect(itemOf(page, 'company.name').style.textAlign).toBe('center');

    expect(itemOf(page, 'price')).toHaveTextContent('12,000,000 دينار');
    expect(itemOf(page, 'paymentPlan.paymentType')).toHaveTextContent('أقساط');
    expect(itemOf(page, 'contractDate').querySelector('bdi[dir="ltr"]')).toHaveTextContent('2025/01/10');
    expect(page.querySelectorAll('tbody tr')).toHaveLength(contract.paymentPlan.installments.length);
    await waitFor(() => expect(document.title).toBe('عقد 1001'));
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeEnabled();
  });

  it("prints anything but 'true' as an authorization, on the system template of its kind when it names none", async () => {
    const fake = renderAt(`/print/${authorization.id}/false`);
    const page = await sheet();
    expect(paths(fake.callsTo(endpoints.authorizations.get))).toEqual([
      `/authorizations/${authorization.id}`,
    ]);
    expect(paths(fake.callsTo(endpoints.templates.get))).toEqual(['/templates/1']);
    expect(itemOf(page, 'buyer.fullName')).toHaveTextContent(authorization.buyer.fullName);
    await waitFor(() => expect(document.title).toBe(`وكالة ${authorization.contractNumber}`));
  });

  it('shows the company logo where the template places it and uploaded images through signed URLs', async () => {
    const template: Template = {
      ...PRINT_TEMPLATE,
      imageKey: FORM_KEY,
      fields: [
        ...PRINT_TEMPLATE.fields,
        {
          kind: 'IMAGE',
          src: STAMP_KEY,
          style: { fontSize: 16, color: '#111827' },
          x: 40,
          y: 40,
          width: 220,
          height: 140,
        },
      ],
    };
    const fake = renderAt(
      `/print/${contract.id}/true`,
      printApi(template, {
        company: { ...DEMO_COMPANY, logo: PNG },
        files: new Map([
          [STAMP_KEY, 'data:image/png;base64,c3RhbXA='],
          [FORM_KEY, 'data:image/png;base64,Zm9ybQ=='],
        ]),
      }),
    );
    const page = await sheet();
    expect(await screen.findByAltText('شعار الشركة')).toHaveAttribute('src', PNG);
    expect(await screen.findByAltText('صورة')).toHaveAttribute('src', 'data:image/png;base64,c3RhbXA=');
    expect(page.querySelector('.cc-print-sheet__background')).toHaveAttribute(
      'src',
      'data:image/png;base64,Zm9ybQ==',
    );
    expect(paths(fake.callsTo(endpoints.files.url)).sort()).toEqual(
      [`/files/${FORM_KEY}/url`, `/files/${STAMP_KEY}/url`].sort(),
    );
    expect(fake.callsTo(endpoints.company.get)).toHaveLength(1);
  });

  it('asks nothing of the company when the template places no logo', async () => {
    const fake = renderAt(`/print/${contract.id}/true`, printApi(RECEIPT_TEMPLATE));
    await sheet();
    expect(fake.callsTo(endpoints.company.get)).toHaveLength(0);
    expect(fake.callsTo(endpoints.files.url)).toHaveLength(0);
  });

  it('prints without an image or a logo that could not be had, and says so above the sheet', async () => {
    const fake = printApi(
      { ...PRINT_TEMPLATE, imageKey: FORM_KEY },
      {
        routes: [failing(endpoints.company.get, new FakeFailure(500, 'خطأ في الخادم'))],
      },
    );
    renderAt(`/print/${contract.id}/true`, fake);
    const page = await sheet();
    const notices = await screen.findByRole('status');
    await waitFor(() =>
      expect(notices).toHaveTextContent(
        'تعذر تحميل صورة من صور القالب، وستُطبع الصفحة بدونها: الملف غير موجود',
      ),
    );
    expect(notices).toHaveTextContent('تعذر تحميل شعار الشركة، وستُطبع الصفحة بدونه: خطأ في الخادم');
    expect(page.querySelector('.cc-print-sheet__background')).toBeNull();
    expect(screen.queryByAltText('شعار الشركة')).toBeNull();
    expect(itemOf(page, 'buyer.fullName')).toHaveTextContent(contract.buyer.fullName);
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeEnabled();
  });

  describe("the car's cover photo (car.coverPhoto)", () => {
    const COVER = 'data:image/png;base64,Y292ZXI=';
    const withCover: Template = {
      ...PRINT_TEMPLATE,
      fields: [
        ...PRINT_TEMPLATE.fields,
        {
          kind: 'FIELD',
          fieldId: 'car.coverPhoto',
          style: { fontSize: 16, color: '#111827' },
          x: 520,
          y: 40,
          width: 160,
          height: 120,
        },
      ],
    };
    const photo = (id: number, url: string, isCover: boolean) => ({
      id,
      key: `00000000-0000-4000-8000-00000000000${id}`,
      url,
      isCover,
      contentType: 'image/png',
      size: 10,
      createdAt: '2025-01-01T00:00:00.000Z',
    });

    it("prints the cover among the car's photos where the template places it, from the deal's car", async () => {
      const fake = renderAt(
        `/print/${contract.id}/true`,
        printApi(withCover, {
          carPhotos: new Map([
            [contract.car.id, [photo(1, 'data:image/png;base64,b3RoZXI=', false), photo(2, COVER, true)]],
          ]),
        }),
      );
      const page = await sheet();
      expect(within(itemOf(page, 'car.coverPhoto')).getByAltText('صورة السيارة')).toHaveAttribute(
        'src',
        COVER,
      );
      expect(paths(fake.callsTo(endpoints.carPhotos.list))).toEqual([`/car/${contract.car.id}/photos`]);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('asks for no photo when the template does not place it', async () => {
      const fake = renderAt(`/print/${contract.id}/true`);
      await sheet();
      expect(fake.callsTo(endpoints.carPhotos.list)).toHaveLength(0);
    });

    it('says so above the sheet when the car has no cover, or it could not be had, and prints without it', async () => {
      renderAt(`/print/${contract.id}/true`, printApi(withCover));
      let page = await sheet();
      expect(await screen.findByRole('status')).toHaveTextContent(
        'لا صورة غلاف لهذه السيارة، وستُطبع الصفحة بدونها',
      );
      expect(within(itemOf(page, 'car.coverPhoto')).queryByRole('img')).toBeNull();
      expect(screen.getByRole('button', { name: 'طباعة' })).toBeEnabled();
      cleanup();

      renderAt(
        `/print/${contract.id}/true`,
        printApi(withCover, {
          routes: [failing(endpoints.carPhotos.list, new FakeFailure(403, 'لا تملك صلاحية عرض السيارات'))],
        }),
      );
      page = await sheet();
      expect(await screen.findByRole('status')).toHaveTextContent(
        'تعذر تحميل صورة السيارة، وستُطبع الصفحة بدونها: لا تملك صلاحية عرض السيارات',
      );
      expect(itemOf(page, 'buyer.fullName')).toHaveTextContent(contract.buyer.fullName);
    });
  });

  it('says why when the deal cannot be loaded, instead of a blank page', async () => {
    renderAt('/print/999/true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذر تحميل الصفحة للطباعة');
    expect(alert).toHaveTextContent('العقد غير موجود');
    expect(document.querySelector('.cc-print-sheet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'طباعة' })).toBeNull();
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
  });

  it("goes back to the deal's page when it was opened directly", async () => {
    renderAt(`/print/${contract.id}/true`);
    await sheet();
    fireEvent.click(screen.getByRole('button', { name: 'رجوع' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/contracts/${contract.id}`);
  });
});

describe('print-receipt/{paymentId}', () => {
  it("prints the payment on the company's default receipt template, with the receipt's own values", async () => {
    // A newer receipt template the company did not mark is not used.
    const newer = { ...RECEIPT_TEMPLATE, id: RECEIPT_TEMPLATE.id + 50, name: 'مسودة وصل', fields: [] };
    const fake = createTestApi({
      templates: [...DEMO_TEMPLATES, RECEIPT_TEMPLATE, newer],
      defaultTemplates: new Map([['RECEIPT', RECEIPT_TEMPLATE.id]]),
    });
    renderAt(`/print-receipt/${payment.id}`, fake);
    const page = await sheet();
    expect(paths(fake.callsTo(endpoints.payments.get))).toEqual([`/payments/${payment.id}`]);
    expect(paths(fake.callsTo(endpoints.templates.get))).toEqual([`/templates/${RECEIPT_TEMPLATE.id}`]);
    expect(itemOf(page, 'receipt.number')).toHaveTextContent('105');
    expect(itemOf(page, 'receipt.date')).toHaveTextContent('2025/02/12');
    expect(itemOf(page, 'receipt.amount')).toHaveTextContent('1,500,000 دينار');
    expect(itemOf(page, 'receipt.amountInWords')).toHaveTextContent(payment.amountInWords);
    expect(itemOf(page, 'receipt.remainingAfter')).toHaveTextContent('7,500,000 دينار');
    expect(itemOf(page, 'receipt.method')).toHaveTextContent('تحويل');
    expect(itemOf(page, 'buyer.fullName')).toHaveTextContent(contract.buyer.fullName);
    await waitFor(() => expect(document.title).toBe('وصل قبض 105'));
  });

  it('prints on the system receipt template (3) when the company marked none of its own', async () => {
    const fake = renderAt(
      `/print-receipt/${payment.id}`,
      createTestApi({ templates: [...DEMO_TEMPLATES, RECEIPT_TEMPLATE] }),
    );
    const page = await sheet();
    expect(paths(fake.callsTo(endpoints.templates.get))).toEqual(['/templates/3']);
    expect(itemOf(page, 'receipt.number')).toHaveTextContent('105');
  });

  it('says the caller may not read payments, instead of a blank page with a disabled button', async () => {
    renderAt(`/print-receipt/${payment.id}`, createTestApi({ caller: staffCaller('GET_CONTRACT') }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('تعذر تحميل الصفحة للطباعة')).toBeInTheDocument();
    expect(alert).toHaveTextContent('ليس لديك صلاحية لتنفيذ هذا الإجراء');
    expect(screen.queryByRole('button', { name: 'طباعة' })).toBeNull();
  });

  it('goes back to the payments when it was opened directly', async () => {
    renderAt('/print-receipt/404', createTestApi());
    expect(await screen.findByRole('alert')).toHaveTextContent('الدفعة غير موجودة');
    fireEvent.click(screen.getByRole('button', { name: 'رجوع' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/payments');
  });
});

describe('print-clearance/{id}', () => {
  const cleared = DEMO_DEALS.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1002)!;

  it("prints the clearance on the system clearance template (4) with the clearance's own values", async () => {
    const fake = renderAt('/print-clearance/1', createTestApi());
    const page = await sheet();
    expect(itemOf(page, 'clearance.number')).toHaveTextContent('1');
    expect(itemOf(page, 'clearance.date')).toHaveTextContent(cleared.contractDate.replace(/-/g, '/'));
    expect(itemOf(page, 'buyer.fullName')).toHaveTextContent(cleared.buyer.fullName);
    expect(itemOf(page, 'car.plateNumber')).toHaveTextContent(cleared.car.plateNumber);
    expect(itemOf(page, 'car.chassisNumber')).toHaveTextContent(cleared.car.chassisNumber);
    expect(itemOf(page, 'dealName')).toHaveTextContent('عقد رقم 1002');
    expect(itemOf(page, 'clearance.totalPaid')).toHaveTextContent('15,250.50 دولار');
    expect(itemOf(page, 'clearance.totalPaidInWords')).toHaveTextContent('خمسة عشر ألفاً');
    expect(paths(fake.callsTo(endpoints.templates.get))).toEqual(['/templates/4']);
    expect(document.title).toContain('براءة ذمة 1');
  });

  it("prints on the company's newest clearance template when it has some", async () => {
    const own = (id: number, title: string): Template => ({
      ...DEMO_TEMPLATES.find((t) => t.id === 4)!,
      id,
      name: title,
      system: false,
      updatedAt: '2025-03-01T09:00:00.000Z',
    });
    const fake = createTestApi({ templates: [...DEMO_TEMPLATES, own(1200, 'قديم'), own(1201, 'جديد')] });
    renderAt('/print-clearance/1', fake);
    await sheet();
    expect(paths(fake.callsTo(endpoints.templates.get))).toEqual(['/templates/1201']);
  });

  it('says so when the clearance is not found', async () => {
    renderAt('/print-clearance/404', createTestApi());
    expect(await screen.findByRole('alert')).toHaveTextContent('براءة الذمة غير موجودة');
  });
});

describe('print-statement/{dealId}', () => {
  const deal = DEMO_DEALS.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001)!;

  it('prints the statement on the system statement template (5): the ledger with its balances, the totals', async () => {
    const fake = renderAt(`/print-statement/${deal.id}`, createTestApi());
    const page = await sheet();
    expect(itemOf(page, 'buyer.fullName')).toHaveTextContent(deal.buyer.fullName);
    expect(itemOf(page, 'dealName')).toHaveTextContent('عقد رقم 1001');
    const table = within(itemOf(page, 'statement.entries')).getByRole('table');
    const entries = fake.db.payments.filter((p) => p.planId === deal.paymentPlan.id);
    // The header, the sale, then one row per ledger entry.
    expect(within(table).getAllByRole('row')).toHaveLength(2 + entries.length);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('قيمة العقد');
    expect(itemOf(page, 'statement.balance')).toHaveTextContent(
      deal.paymentPlan.remainingAmount.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
    expect(paths(fake.callsTo(endpoints.templates.get))).toEqual(['/templates/5']);
    expect(document.title).toContain('كشف حساب عقد رقم 1001');
  });
});
