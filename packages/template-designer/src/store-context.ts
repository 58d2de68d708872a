import type { TemplateKind } from '@cc/contracts';
import type { TemplateDataSource } from './data-source';
import type { FieldDef } from './fields';

/** A user-facing message of the designer. */
export interface DesignerNotice {
  type: 'success' | 'error' | 'info';
  message: string;
}
/** Shows a {@link DesignerNotice}; the default is the design system's toast. */
export type NotifyFn = (notice: DesignerNotice) => void;

/** Options of {@link createDesignerStore}; `configure` changes them later. */
export interface DesignerStoreOptions {
  /** Fields that can be placed; default {@link DESIGNER_FIELDS}. */
  fields?: readonly FieldDef[];
  notify?: NotifyFn;
  /** The super administrator saves system templates in place; others save a company copy. */
  isSuperAdmin?: boolean;
  /** Kind of a template created with '+ جديد'; default CONTRACT. */
  newTemplateKind?: TemplateKind;
}

/**
 * What each part of the designer's store (canvas, template loading and saving, images) is built with:
 * the zustand `set`/`get` over the part of the state it reads, the data source, and the current options.
 */
export interface StoreContext<S> {
  set: (partial: Partial<S>) => void;
  get: () => S;
  dataSource: TemplateDataSource;
  /** The options as `configure` last left them. */
  options: () => DesignerStoreOptions;
  notify: (type: DesignerNotice['type'], message: string) => void;
}
