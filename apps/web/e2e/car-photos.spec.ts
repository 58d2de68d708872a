import { expect, test } from '@playwright/test';
import { API, apiCar, apiContract, apiCreate, asCompany, signedInAs, stamp } from './helpers';

// A car's photos (docs/domain/attachments.md): the company uploads two photos on the car's page, makes
// the second the cover, finds that photo as the thumbnail of the car's row in the cars list, and on the
// print of a contract whose template places «صورة السيارة».

/** Two different 1x1 PNGs (a red and a blue pixel): POST /files checks the type's first bytes. */
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4IycHAALyARlzRAvLAAAAAElFTkSuQmCC',
  'base64',
);
const BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQk7sDAAF2ARnb6787AAAAAElFTkSuQmCC',
  'base64',
);

test('uploads two photos, makes the second the cover and sees it in the cars list and on the print', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { accessToken, headers } = await asCompany(request);
  const id = stamp();
  const carName = `كيا سبورتاج ${id}`;
  const car = await apiCar(request, accessToken, {
    name: carName,
    plateNumber: `بغداد ${id} ص`,
    chassisNumber: `E2EPHOTO${id}`,
  });

  await signedInAs(page, 'company');
  await page.goto(`/car/${car.id}/view`);
  const photos = page.getByRole('region', { name: 'الصور' });
  await expect(photos.getByText('لا توجد صور لهذه السيارة')).toBeVisible();

  await photos.getByLabel(/إضافة صور/).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: RED },
    { name: 'back.png', mimeType: 'image/png', buffer: BLUE },
  ]);
  await expect(photos.getByRole('img')).toHaveCount(2);
  const items = photos.getByRole('listitem');
  // The first photo added is the cover.
  await expect(items.nth(0).getByText('صورة الغلاف', { exact: true })).toBeVisible();
  await expect(items.nth(1).getByText('صورة الغلاف', { exact: true })).toHaveCount(0);

  await photos.getByRole('button', { name: 'اجعل الصورة 2 صورة الغلاف' }).click();
  await expect(items.nth(1).getByText('صورة الغلاف', { exact: true })).toBeVisible();
  await expect(items.nth(0).getByText('صورة الغلاف', { exact: true })).toHaveCount(0);
  // The images load through their signed links.
  await expect
    .poll(() =>
      items
        .nth(1)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1);

  // The API's answer names the second upload as the cover; the list shows that very file.
  const listed = await request.get(`${API}/car/${car.id}/photos`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const [, second] = (await listed.json()).data as { key: string; isCover: boolean }[];
  expect(second!.isCover).toBe(true);

  await page.goto('/cars');
  await page.getByRole('searchbox').or(page.getByPlaceholder('بحث...')).first().fill(carName);
  const row = page.getByRole('row').filter({ hasText: carName });
  await expect(row).toHaveCount(1);
  const thumb = row.locator('img.cc-cars-name__cover');
  await expect(thumb).toHaveAttribute('src', new RegExp(`/files/${second!.key}\\?exp=\\d+&sig=`));
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // A contract on this car, on a template that places the car's photo: the print draws the cover.
  const created = await request.post(`${API}/templates`, {
    headers,
    data: {
      name: `قالب صورة السيارة ${id}`,
      kind: 'CONTRACT',
      fields: [
        {
          kind: 'FIELD',
          fieldId: 'car.name',
          style: { fontSize: 16, color: '#111827' },
          x: 48,
          y: 40,
          width: 400,
          height: 40,
        },
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
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const buyer = await apiCreate(request, accessToken, '/persons', { fullName: `مشتري صورة ${id}` });
  const deal = await apiContract(request, accessToken, {
    buyerId: buyer.id,
    carId: car.id,
    price: '9000000',
    paymentType: 'CASH',
    templateId: (await created.json()).data.id as number,
  });
  await page.goto(`/print/${deal.id}/true`);
  const cover = page.locator('[data-field-id="car.coverPhoto"]').getByRole('img', { name: 'صورة السيارة' });
  await expect(cover).toHaveAttribute('src', new RegExp(`/files/${second!.key}\\?exp=\\d+&sig=`));
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByRole('button', { name: 'طباعة' })).toBeEnabled();
});
