import type { FeatureRoute } from '@cc/auth';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { BARE_ROUTES, FEATURES, MAIN_ROUTES } from './features';
import { RouteBoundary, RouteScreen } from './route-screen';

describe('routes from the feature descriptors', () => {
  it('titles the tab with the page title and the product name', async () => {
    renderApp(['/notifications'], 'sales');
    expect(await screen.findByRole('heading', { name: 'الإشعارات' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('الإشعارات · عقود السيارات'));
  });

  it('gives every page of every feature its own Arabic title', () => {
    const routes = [...MAIN_ROUTES, ...BARE_ROUTES];
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(route.title.trim(), route.path).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(FEATURES.map((f) => [f.name, f] as const))(
    'loads each page and settings section of %s as a screen taking no props',
    async (_name, feature) => {
      for (const entry of [...feature.routes, ...(feature.settings ?? [])]) {
        const { default: Screen } = await entry.screen();
        expect(Screen, 'path' in entry ? entry.path : entry.id).toBeTypeOf('function');
        expect(Screen.length).toBe(0);
      }
    },
  );

  it.each([
    ['/cars', 'السيارات'],
    ['/new-contract', 'إضافة عقد'],
    ['/roles', 'إدارة الأدوار والصلاحيات'],
  ])('titles %s «%s · عقود السيارات»', async (path, title) => {
    renderApp([path], 'company');
    await waitFor(() => expect(document.title).toBe(`${title} · عقود السيارات`));
  });

  it('titles the sign-in page too, so a signed-out tab does not keep the last page’s title', async () => {
    document.title = 'السيارات · عقود السيارات';
    renderApp(['/login'], null);
    await waitFor(() => expect(document.title).toBe('تسجيل الدخول · عقود السيارات'));
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
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <RouteBoundary>
          <RouteScreen route={broken} />
        </RouteBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذر عرض هذه الصفحة');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
