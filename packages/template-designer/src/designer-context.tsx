import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { ConfirmFn } from './confirm';
import type { FieldDef } from './fields';
import type { DesignerState, DesignerStore, NotifyFn } from './store';

/** What the designer's parts share: the store and the injected services. */
export interface DesignerContextValue {
  store: DesignerStore;
  fields: readonly FieldDef[];
  notify: NotifyFn;
  confirm: ConfirmFn;
  isSuperAdmin: boolean;
}

const DesignerContext = createContext<DesignerContextValue | null>(null);

/** Provides a designer store and its services to the parts below (done by `TemplateDesigner`). */
export function DesignerProvider({ value, children }: { value: DesignerContextValue; children: ReactNode }) {
  return <DesignerContext.Provider value={value}>{children}</DesignerContext.Provider>;
}

/** The designer's context; throws outside a designer. */
export function useDesignerContext(): DesignerContextValue {
  const value = useContext(DesignerContext);
  if (!value)
    throw new Error('useDesignerContext must be used inside <TemplateDesigner> or <DesignerProvider>');
  return value;
}

/**
 * Reads the designer state with a selector (re-renders only when the selected value changes).
 *
 * @example
 * ```tsx
 * const saving = useDesignerStore((s) => s.saving);
 * ```
 */
export function useDesignerStore<T>(selector: (state: DesignerState) => T): T {
  return useStore(useDesignerContext().store, selector);
}
