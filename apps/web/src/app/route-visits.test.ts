import type { FeatureRoute } from '@cc/auth';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_VISITS } from '../../e2e/route-visits';
import { appRoutes, LOGIN } from './routes';

/** Every page's full path in the route table, with its descriptor (layouts and the catch-all left out). */
function pagesOf(routes: readonly RouteObject[], base = ''): [string, FeatureRoute | undefined][] {
  return routes.flatMap((route): [string, FeatureRoute | undefined][] => {
    if (route.path === '*') return [];
    const own = route.path ?? '';
    const full = own.startsWith('/') ? own : own ? `${base.replace(/\/$/, '')}/${own}` : base;
    const children = route.children ? pagesOf(route.children, full) : [];
    const isPage = route.index === true || (route.path !== undefined && route.element !== undefined);
    if (!isPage || route.children?.length) return children;
    const handle = route.handle as FeatureRoute | undefined;
    return [[full || '/', handle ?? (full === LOGIN.path ? LOGIN : undefined)], ...children];
  });
}

/** The file name of the module a screen loader imports ('() => import("/src/pages/x-page.tsx")' → 'x-page'). */
const screenModule = (route: FeatureRoute) => /([\w-]+)\.tsx?["'`]\)/.exec(route.screen.toString())?.[1];

describe('the bundle-size visits', () => {
  const table = pagesOf(appRoutes);

  it('name every route of the route table once (e2e/bundle-size.spec.ts holds each to the budget)', () => {
    const visited = ROUTE_VISITS.map((v) => v.route).sort();
    expect(new Set(visited).size).toBe(visited.length);
    expect(visited).toEqual(table.map(([path]) => path).sort());
  });

  it("name each route's screen module, whose chunk the spec measures", () => {
    const screens = new Map(table.map(([path, route]) => [path, route ? screenModule(route) : undefined]));
    for (const visit of ROUTE_VISITS) expect(visit.screen, visit.route).toBe(screens.get(visit.route));
  });
});
