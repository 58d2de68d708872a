import { type FakeApi, TestResources } from '@cc/resources/testing';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { printFeature } from '../feature';

// The pages as the app mounts them: each route's screen loaded lazily from the descriptor.
const PAGES = printFeature.routes.map((route) => ({ path: route.path, Page: lazy(route.screen) }));

/** Any other page: says where the router is (where 'رجوع' went). */
function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

/**
 * The print pages at `path` over the fake API, with the router around them as in the app (tests and
 * stories).
 *
 * @example
 * render(<PrintRoutes fake={createTestApi()} path="/print/1/true" />);
 */
export function PrintRoutes({ fake, path }: { fake: FakeApi; path: string }) {
  return (
    <TestResources fake={fake}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            {PAGES.map(({ path: pattern, Page }) => (
              <Route key={pattern} path={pattern} element={<Page />} />
            ))}
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </TestResources>
  );
}
