import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryCarsApi } from './memory-api';
import { CarsListPage, CarViewPage, carRoutes } from './routes';
import { renderRoutesAs } from './test/render';

const api = createMemoryCarsApi({ cars: [] });
const routes = [
  { path: '/', element: <p>الرئيسية</p> },
  { path: '/cars', element: <CarsListPage api={api} /> },
  { path: '/car/:id/view', element: <CarViewPage api={api} /> },
];

describe('cars routes', () => {
  it('describes the four routes with their permissions', () => {
    expect(carRoutes.map(({ path, permission }) => ({ path, permission }))).toEqual([
      { path: 'cars', permission: 'PERSON_READ' },
      { path: 'new-car', permission: 'CREATE_CAR' },
      { path: 'car/:id/edit', permission: 'UPDATE_CAR' },
      { path: 'car/:id/view', permission: 'PERSON_READ' },
    ]);
  });

  it('refuses the list without PERSON_READ with the exact message and goes back one page', async () => {
    const { router, notify } = renderRoutesAs(['GET_CONTRACT'], routes, ['/', '/cars']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(notify).toHaveBeenCalledWith('ليس لديك إذن لعرض هذه الصفحة');
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('shows the list with PERSON_READ, and the add link only with CREATE_CAR', async () => {
    const { unmount } = renderRoutesAs(['PERSON_READ'], routes, ['/cars']);
    expect(await screen.findByRole('heading', { name: 'السيارات' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+ اضافة سيارة' })).toBeNull();
    unmount();
    renderRoutesAs(['PERSON_READ', 'CREATE_CAR'], routes, ['/cars']);
    expect(await screen.findByRole('link', { name: '+ اضافة سيارة' })).toHaveAttribute('href', '/new-car');
  });
});
