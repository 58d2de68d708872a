import { expect, type Locator, type Page, test } from '@playwright/test';
import { API, signedInAs } from './helpers';

// The 1366 px laptop the settings layout is checked against; tall enough to drag onto the sheet.
test.use({ viewport: { width: 1366, height: 1000 } });

/** A 1x1 PNG: enough for POST /files, which checks the type's first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Geometry {
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

const sheet = (page: Page) => page.getByTestId('designer-page');
const item = (page: Page, fieldId: string) => sheet(page).locator(`[data-field-id="${fieldId}"]`);
const sideField = (page: Page, fieldId: string) =>
  page.locator(`.cc-designer-field[data-field-id="${fieldId}"]`);
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'أدوات القالب' });
const picker = (page: Page) => page.getByRole('combobox', { name: 'اختر القالب' });

async function center(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

/** A mouse drag in several steps: native drag and drop for the side list, pointer events for interact.js. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** An item's place on the sheet (from its left edge, as printed) and its font size, as the canvas shows it. */
async function geometry(page: Page, fieldId: string): Promise<Geometry> {
  const locator = item(page, fieldId);
  const styled = await locator.evaluate((el) => {
    const style = (el as HTMLElement).style;
    return {
      x: Number.parseFloat(style.insetInlineStart),
      y: Number.parseFloat(style.insetBlockStart),
      width: Number.parseFloat(style.width),
      height: Number.parseFloat(style.height),
      fontSize: Number.parseFloat(style.fontSize),
    };
  });
  // The sheet is laid out left to right inside the RTL page: the drawn box must agree with the numbers
  // (divided by the sheet's scale: a pane narrower than the page draws it shrunk).
  const [box, page_] = [await locator.boundingBox(), await sheet(page).boundingBox()];
  const scale = page_!.width / 794;
  expect(Math.round((box!.x - page_!.x) / scale)).toBe(styled.x);
  expect(Math.round((box!.y - page_!.y) / scale)).toBe(styled.y);
  expect(Math.round(box!.width / scale)).toBe(styled.width);
  return styled;
}

async function openDesigner(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'تصميم طباعة العقد' }).click();
  // Loaded: the company's latest template, else the system contract (2), is selected.
  await expect(picker(page)).not.toHaveValue('');
  await expect(picker(page)).toBeEnabled();
}

async function savedTemplate(page: Page, id: number) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await page.request.get(`${API}/templates/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status(), template: res.status() === 200 ? (await res.json()).data : null };
}

test('the company designs a contract template: drag, move, resize, style, background, save, reload, delete', async ({
  page,
}) => {
  // A long flow (two page loads, uploads, many gestures) on a shared 2-core machine: more than the 30 s default.
  test.setTimeout(90_000);
  const name = `قالب اختبار ${String(Date.now()).slice(-7)}`;
  await signedInAs(page, 'company');
  await openDesigner(page);

  // Layout at 1366 px, right to left: the fields panel at the right (inline start) of the sheet; collapsed,
  // the real-size sheet fits without horizontal scrolling.
  const panel = page.getByTestId('designer-fields');
  const canvasArea = page.locator('.cc-designer-canvas');
  expect((await panel.boundingBox())!.x).toBeGreaterThan((await canvasArea.boundingBox())!.x);
  await panel.getByRole('button', { name: 'إخفاء الحقول' }).click();
  await expect(panel.getByRole('button', { name: 'إظهار الحقول' })).toHaveAttribute('aria-expanded', 'false');
  const fits = () =>
    page.evaluate(() => {
      const area = document.querySelector('.cc-designer-canvas') as HTMLElement;
      return {
        canvas: area.scrollWidth <= area.clientWidth,
        window: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
  await expect.poll(fits).toEqual({ canvas: true, window: true });
  expect((await sheet(page).boundingBox())!.width).toBe(794);
  await panel.getByRole('button', { name: 'إظهار الحقول' }).click();
  await expect(panel.getByRole('button', { name: 'إخفاء الحقول' })).toHaveAttribute('aria-expanded', 'true');

  // '+ جديد' and a name.
  await page.getByRole('button', { name: '+ جديد' }).click();
  const modal = page.getByRole('dialog', { name: 'أدخل اسم القالب الجديد' });
  await modal.getByLabel('اسم القالب').fill(name);
  await modal.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم حفظ القالب الجديد بنجاح 🎉')).toBeVisible();
  await expect(picker(page).locator('option:checked')).toHaveText(name);
  const id = Number(await picker(page).inputValue());
  expect(id).toBeGreaterThanOrEqual(1000);
  await expect(sheet(page).locator('.cc-designer-item')).toHaveCount(0);

  // Bring the sheet's top into view (the side panel is sticky and stays beside it).
  await sheet(page).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 120));

  // Two fields dragged from the side list onto the sheet; each leaves the list.
  let origin = (await sheet(page).boundingBox())!;
  // With the fields list open the sheet is drawn shrunk to its pane: a page point is drawn at `k` times it.
  const k = origin.width / 794;
  expect(k).toBeLessThanOrEqual(1);
  // Targets a quarter step past a grid line, so sub-pixel rounding cannot change the snapped result.
  await drag(page, await center(sideField(page, 'buyer.fullName')), {
    x: origin.x + 482 * k,
    y: origin.y + 202 * k,
  });
  await expect(item(page, 'buyer.fullName')).toBeVisible();
  await drag(page, await center(sideField(page, 'contractNumber')), {
    x: origin.x + 98 * k,
    y: origin.y + 122 * k,
  });
  await expect(item(page, 'contractNumber')).toBeVisible();
  await expect(sideField(page, 'buyer.fullName')).toHaveCount(0);
  await expect(sideField(page, 'contractNumber')).toHaveCount(0);
  // Dropped where released, snapped to the 8 px grid, at the field size 200x40.
  expect(await geometry(page, 'buyer.fullName')).toEqual({
    x: 480,
    y: 200,
    width: 200,
    height: 40,
    fontSize: 16,
  });
  expect(await geometry(page, 'contractNumber')).toEqual({
    x: 96,
    y: 120,
    width: 200,
    height: 40,
    fontSize: 16,
  });

  // The panel folded away, the whole sheet is in view for the gestures.
  await panel.getByRole('button', { name: 'إخفاء الحقول' }).click();
  origin = (await sheet(page).boundingBox())!;

  // Move the buyer's name by whole grid steps.
  const buyer = await center(item(page, 'buyer.fullName'));
  await drag(page, buyer, { x: buyer.x - 160, y: buyer.y + 96 });
  await expect.poll(() => geometry(page, 'buyer.fullName')).toMatchObject({ x: 320, y: 296 });

  // Resize the contract number from its bottom-right corner handle.
  await item(page, 'contractNumber').click();
  const handle = await center(item(page, 'contractNumber').locator('[data-resize="s e"]'));
  await drag(page, handle, { x: handle.x + 40, y: handle.y + 16 });
  await expect
    .poll(() => geometry(page, 'contractNumber'))
    .toMatchObject({ x: 96, y: 120, width: 240, height: 56 });

  // A larger font for the selected contract number.
  const fontSize = toolbar(page).getByLabel('حجم الخط');
  await fontSize.fill('24');
  await fontSize.press('Enter');
  await expect.poll(async () => (await geometry(page, 'contractNumber')).fontSize).toBe(24);

  // A scanned form as background: uploaded, shown under the items through its signed URL.
  await page.getByTestId('designer-background-input').setInputFiles({
    name: 'form.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const background = sheet(page).locator('img.cc-designer-page__background');
  await expect(background).toHaveAttribute(
    'src',
    /\/api\/carcontracts\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/,
  );
  await expect.poll(() => background.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  const imageKey = await sheet(page).getAttribute('data-background');
  expect(imageKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(await background.boundingBox()).toEqual(await sheet(page).boundingBox());

  await toolbar(page).getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('تم الحفظ بنجاح')).toBeVisible();
  const layout = {
    buyer: await geometry(page, 'buyer.fullName'),
    number: await geometry(page, 'contractNumber'),
  };

  // The server holds the same geometry, font size and background.
  const saved = await savedTemplate(page, id);
  expect(saved.status).toBe(200);
  expect(saved.template).toMatchObject({ id, name, imageKey, system: false });
  const field = (fieldId: string) =>
    saved.template.fields.find((f: { fieldId?: string }) => f.fieldId === fieldId);
  const { fontSize: buyerFont, ...buyerBox } = layout.buyer;
  const { fontSize: numberFont, ...numberBox } = layout.number;
  expect(field('buyer.fullName')).toMatchObject({
    kind: 'FIELD',
    ...buyerBox,
    style: { fontSize: buyerFont },
  });
  expect(field('contractNumber')).toMatchObject({
    kind: 'FIELD',
    ...numberBox,
    style: { fontSize: numberFont },
  });
  expect(saved.template.fields).toHaveLength(2);

  // After a reload the template comes back as it was saved.
  await page.reload();
  await openDesigner(page);
  if ((await picker(page).inputValue()) !== String(id)) await picker(page).selectOption(String(id));
  await expect(item(page, 'buyer.fullName')).toBeVisible();
  expect(await geometry(page, 'buyer.fullName')).toEqual(layout.buyer);
  expect(await geometry(page, 'contractNumber')).toEqual(layout.number);
  await expect(sheet(page)).toHaveAttribute('data-background', imageKey!);
  await expect.poll(() => background.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);

  // An unsaved change, then 'حذف': the unsaved-changes question, then the delete question.
  await item(page, 'contractNumber').focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'حذف', exact: true }).click();
  const unsaved = page
    .getByRole('alertdialog')
    .filter({ hasText: 'لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟' });
  await unsaved.getByRole('button', { name: 'متابعة' }).click();
  const sure = page.getByRole('alertdialog').filter({ hasText: 'هل أنت متأكد أنك تريد حذف هذا القالب؟' });
  await sure.getByRole('button', { name: 'نعم، احذف' }).click();
  await expect(page.getByText('تم حذف القالب بنجاح')).toBeVisible();
  await expect(page.getByText('الرجاء اختيار قالب أو إنشاء قالب جديد للبدء')).toBeVisible();
  await expect(picker(page).locator(`option[value="${id}"]`)).toHaveCount(0);
  expect((await savedTemplate(page, id)).status).toBe(404);
});
