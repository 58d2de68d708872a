import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { LeaveGuardProvider } from './form/leave-guard';
import { Toaster } from './toaster';

/** Props of {@link RtlProvider}. */
export interface RtlProviderProps {
  children: ReactNode;
}

/**
 * Root provider of the design system: sets the Radix direction to RTL (menus, dialogs, switches),
 * renders the product's {@link Toaster} and gives the page its unsaved-changes guard
 * ({@link LeaveGuardProvider}: the forms' question before leaving). Put `<html dir="rtl" lang="ar">` in index.html as well.
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
      <LeaveGuardProvider>{children}</LeaveGuardProvider>
      <Toaster />
    </DirectionProvider>
  );
}
