import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. False where matchMedia is missing (old test DOMs).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below this width the side navigation becomes a drawer behind a menu button. */
export const NARROW_QUERY = '(max-width: 899.98px)';
