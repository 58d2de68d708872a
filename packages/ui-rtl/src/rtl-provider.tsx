import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { Toaster } from './toaster';

/** Props of {@link RtlProvider}. */
export interface RtlProviderProps {
  children: ReactNode;
}

/**
 * Root provider of the design system: sets the Radix direction to RTL (menus, dialogs, switches) and
 * renders the product's {@link Toaster}. Put `<html dir="rtl" lang="ar">` in index.html as well.
 *
 * @example
 * ```tsx
 * // main.tsx also imports this package's ./styles.css subpath once.
 * createRoot(el).render(<RtlProvider><App /></RtlProvider>);
 * ```
 */
export function RtlProvider({ children }: RtlProviderProps) {
  return (
    <DirectionProvider dir="rtl">
      {children}
      <Toaster />
    </DirectionProvider>
  );
}
