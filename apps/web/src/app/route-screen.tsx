import { type FeatureRoute, PermissionGate, type ScreenLoader } from '@cc/auth';
import { Button, Spinner } from '@cc/ui-rtl';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { MESSAGES } from '../messages';

/** «السيارات · عقود السيارات»: the page's title first, so tabs read well. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${MESSAGES.productName}` : MESSAGES.productName;
  }, [title]);
}

const screens = new WeakMap<ScreenLoader, ComponentType>();
const loaded = new WeakMap<ScreenLoader, ComponentType>();

/**
 * Starts loading a screen's chunk (a route's at start-up, a settings section's): once it is there, the
 * screen renders itself instead of a lazy one. A lazy screen suspends on its first render even when its
 * chunk has arrived, and React then holds the revealed page back until 300 ms after that fallback
 * showed (its Suspense throttle): the page's first paint would wait for nothing.
 */
export function preloadScreen(screen: ScreenLoader): Promise<void> {
  return screen().then((module) => {
    loaded.set(screen, module.default);
  });
}

/** {@link preloadScreen} of a route's screen. */
export const loadScreen = (route: FeatureRoute): Promise<void> => preloadScreen(route.screen);

/**
 * The component of a screen, made once: the loaded screen, or a lazy one (never re-created on render, so
 * the screen's state survives).
 */
export function screenOf(screen: ScreenLoader): ComponentType {
  let Screen = screens.get(screen);
  if (!Screen) {
    Screen = loaded.get(screen) ?? lazy(screen);
    screens.set(screen, Screen);
  }
  return Screen;
}

/**
 * One page: its document title, its entry check from the descriptor (home without GET_DASHBOARD goes
 * quietly to /profile; other pages refuse with a message), and its screen's chunk loading behind a
 * spinner.
 */
export function RouteScreen({ route }: { route: FeatureRoute }) {
  useDocumentTitle(route.title);
  const Screen = screenOf(route.screen);
  const screen = (
    <Suspense fallback={<Spinner label={MESSAGES.loading} />}>
      <Screen />
    </Suspense>
  );
  if (route.permission === null) return screen;
  return (
    <PermissionGate permission={route.permission} {...(route.path === '' ? { redirectTo: '/profile' } : {})}>
      {screen}
    </PermissionGate>
  );
}

/**
 * What a route shows when its screen failed to render or its chunk failed to load: an Arabic message
 * with a retry instead of a white page; the layout and its navigation stay.
 */
export function RouteError(_props: Partial<FallbackProps>) {
  return (
    <div className="app-route-error" role="alert">
      <h2>{MESSAGES.routeError.title}</h2>
      <p className="app-muted">{MESSAGES.routeError.hint}</p>
      {/* A reload fetches the newest chunks too (a deploy renames them). */}
      <Button onClick={() => window.location.reload()}>{MESSAGES.routeError.retry}</Button>
    </div>
  );
}

const logError = (error: unknown) => console.error(error);

/**
 * A route's error boundary ({@link RouteError}), cleared when the address changes: another page of the
 * menu shows again after one failed.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]} onError={logError}>
      {children}
    </ErrorBoundary>
  );
}
