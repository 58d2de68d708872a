import { lazy, Suspense } from 'react';
import type { NotificationsLiveProps } from './notifications-live';

// The live feed (the stream, its sharing between tabs, the push check) loads after the shell: it shows
// nothing, so no page waits for it (docs/architecture.md, "Bundle budget").
const Live = lazy(() => import('./notifications-live').then((m) => ({ default: m.NotificationsLive })));

/**
 * {@link NotificationsLive} as the app mounts it: its code loads beside the first page instead of with
 * the shell. Renders nothing.
 *
 * @example
 * <NotificationsLive />
 */
export function LazyNotificationsLive(props: NotificationsLiveProps) {
  return (
    <Suspense fallback={null}>
      <Live {...props} />
    </Suspense>
  );
}
