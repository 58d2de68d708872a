import type { FeatureRoute } from '@cc/auth';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { RouteError, RouteScreen } from './route-screen';

describe('routes from the feature descriptors', () => {
  it('titles the tab with the page title and the product name', async () => {
    renderApp(['/notifications'], 'sales');
    expect(await screen.findByRole('heading', { name: 'الإشعارات' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('الإشعارات · عقود السيارات'));
  });

  it('refuses a page the user may not open, with the permission written once in the descriptor', async () => {
    const { notify } = renderApp(['/profile', '/users'], 'sales');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('ليس لديك إذن لعرض هذه الصفحة'));
  });
});

describe('a route that fails', () => {
  it('shows an Arabic message with a retry instead of a white page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: FeatureRoute = {
      path: 'broken',
      title: 'معطلة',
      permission: null,
      screen: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    };
    const router = createMemoryRouter(
      [{ path: '/broken', element: <RouteScreen route={broken} />, errorElement: <RouteError /> }],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذر عرض هذه الصفحة');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
