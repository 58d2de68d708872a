import { toast } from '@cc/ui-rtl';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TemplateDataSource } from './data-source';
import { type CanvasState, createCanvas } from './store-canvas';
import type { DesignerNotice, DesignerStoreOptions, NotifyFn, StoreContext } from './store-context';
import { createImages, type ImageState } from './store-images';
import { createTemplateLoading, type TemplateState } from './store-template';

export {
  availableFields,
  type DesignerHistoryEntry,
  type StylePatch,
  selectSelectedItem,
} from './store-canvas';
export type { DesignerNotice, DesignerStoreOptions, NotifyFn } from './store-context';
export { type DesignerTemplateRef, selectDirty, serializeDesign } from './store-template';

/**
 * State and actions of the designer (docs/domain/templates.md): the canvas (`store-canvas.ts`), the
 * template shown and its loading and saving (`store-template.ts`), and the images (`store-images.ts`).
 */
export interface DesignerState extends CanvasState, TemplateState, ImageState {
  configure(options: DesignerStoreOptions): void;
}

/** The vanilla zustand store of the designer. */
export type DesignerStore = StoreApi<DesignerState>;

const defaultNotify: NotifyFn = ({ type, message }) => {
  toast[type](message);
};

/**
 * Creates the designer's headless core. The component {@link TemplateDesigner} makes one per mount;
 * create one yourself to drive the designer from tests or another UI.
 *
 * @example
 * ```ts
 * const store = createDesignerStore(dataSource, { notify: console.log });
 * await store.getState().load();
 * store.getState().addField('buyer.fullName', 100, 200);
 * await store.getState().save();
 * ```
 */
export function createDesignerStore(
  dataSource: TemplateDataSource,
  initialOptions: DesignerStoreOptions = {},
): DesignerStore {
  let options: DesignerStoreOptions = initialOptions;
  const notify = (type: DesignerNotice['type'], message: string) =>
    (options.notify ?? defaultNotify)({ type, message });

  return createStore<DesignerState>()((set, get, store) => {
    const context: StoreContext<DesignerState> = { set, get, dataSource, options: () => options, notify };
    const canvas = createCanvas(context);
    const templates = createTemplateLoading(context, canvas);
    const images = createImages(context, canvas, templates);
    images.watch(store);
    return {
      ...canvas.state,
      ...templates.state,
      ...images.state,

      configure(next) {
        options = { ...options, ...next };
        set({ canSetDefault: templates.canSetDefault() });
      },
    };
  });
}
