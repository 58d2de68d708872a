// A car's photos on its page (docs/domain/attachments.md): upload several, the first is the cover, move
// the cover, remove one after confirming; read-only without UPDATE_CAR.
import { endpoints } from '@cc/contracts';
import { createTestApi, DEMO_CARS } from '@cc/resources/testing';
import { type RenderOptions, renderFeature } from '@cc/resources/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carsFeature } from './feature';

const car = DEMO_CARS[0]!;
const open = (options: RenderOptions = {}) =>
  renderFeature(carsFeature, `/car/${car.id}/view`, { fake: createTestApi({ deals: [] }), ...options });
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

describe('the car’s photos', () => {
  it('uploads two photos, makes the second the cover and removes the first after confirming', async () => {
    const { fake, user } = open();
    const section = await screen.findByRole('region', { name: 'الصور' });
    expect(await within(section).findByText('لا توجد صور لهذه السيارة')).toBeInTheDocument();

    await user.upload(within(section).getByLabelText(/إضافة صور/), [png('front.png'), png('back.png')]);
    await waitFor(() => expect(within(section).getAllByRole('img')).toHaveLength(2));
    expect(fake.callsTo(endpoints.files.upload)).toHaveLength(2);
    expect(fake.callsTo(endpoints.carPhotos.add)).toHaveLength(2);
    const items = () => within(section).getAllByRole('listitem');
    expect(within(items()[0]!).getByText('صورة الغلاف')).toBeInTheDocument();
    expect(within(items()[1]!).queryByText('صورة الغلاف')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'اجعل الصورة 2 صورة الغلاف' }));
    await waitFor(() => expect(within(items()[1]!).getByText('صورة الغلاف')).toBeInTheDocument());
    expect(within(items()[0]!).queryByText('صورة الغلاف')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'حذف الصورة 1' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/حذف هذه الصورة/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'نعم، احذف' }));
    await waitFor(() => expect(within(section).getAllByRole('img')).toHaveLength(1));
    expect(fake.callsTo(endpoints.carPhotos.remove)).toHaveLength(1);
    expect(within(section).getByText('صورة الغلاف')).toBeInTheDocument();
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const { fake } = open();
    const section = await screen.findByRole('region', { name: 'الصور' });
    const input = await within(section).findByLabelText(/إضافة صور/);
    // The picker offers images only; a file dropped past it is still refused.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await screen.findByText('الملف «scan.pdf» ليس صورة PNG أو JPEG أو WEBP أو GIF'),
    ).toBeInTheDocument();
    expect(fake.callsTo(endpoints.files.upload)).toHaveLength(0);
  });

  it('shows the photos without upload, cover or remove buttons without UPDATE_CAR', async () => {
    const fake = createTestApi({
      deals: [],
      files: new Map([['00000000-0000-4000-8000-000000000001', 'data:image/png;base64,iVBORw0KGgo=']]),
      carPhotos: new Map([
        [
          car.id,
          [
            {
              id: 1,
              key: '00000000-0000-4000-8000-000000000001',
              url: 'data:image/png;base64,iVBORw0KGgo=',
              isCover: true,
              contentType: 'image/png',
              size: 8,
              createdAt: '2024-01-01T00:00:00.000Z',
            },
          ],
        ],
      ]),
    });
    open({ fake, permissions: ['GET_CAR'] });
    const section = await screen.findByRole('region', { name: 'الصور' });
    expect(await within(section).findByRole('img', { name: 'صورة السيارة 1' })).toBeInTheDocument();
    expect(within(section).queryByLabelText(/إضافة صور/)).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows the cover as a thumbnail in the name cell of the cars list', async () => {
    const fake = createTestApi({ cars: DEMO_CARS.slice(0, 3), deals: [] });
    fake.db.carPhotos.set(car.id, [
      {
        id: 1,
        key: '00000000-0000-4000-8000-000000000001',
        url: 'data:image/png;base64,iVBORw0KGgo=',
        isCover: true,
        contentType: 'image/png',
        size: 8,
        createdAt: '2024-01-01T00:00:00.000Z',
      },
    ]);
    renderFeature(carsFeature, '/cars', { fake });
    const name = await screen.findByText(car.name);
    const cell = name.closest('.cc-cars-name')!;
    expect(cell.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    const other = screen.getByText(DEMO_CARS[1]!.name).closest('.cc-cars-name')!;
    expect(other.querySelector('img')).toBeNull();
  });
});
