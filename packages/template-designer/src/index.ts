/**
 * @cc/template-designer: the contract print designer (spec §2, §4). Mount {@link TemplateDesigner} with
 * the template calls as a {@link TemplateDataSource}, and import the stylesheet once:
 * `import '@cc/template-designer/styles.css'`.
 */

/** Parts of the screen. */
export { CanvasItem, type CanvasItemProps } from './canvas-item';
/** Injected services. */
export { type ConfirmFn, type ConfirmOptions, useConfirmDialog } from './confirm';
/** Sizes and limits (spec §9). */
export {
  DEFAULT_COLOR,
  FIELD_ITEM_SIZE,
  FONT_SIZE,
  GRID,
  IMAGE_ITEM_RECT,
  MIN_ITEM_SIZE,
  PAGE,
  TABLE_ITEM_SIZE,
  TEXT_ITEM_SIZE,
} from './constants';
/** Data access. */
export type { TemplateDataSource } from './data-source';
export { DesignCanvas } from './design-canvas';
export {
  type DesignerContextValue,
  DesignerProvider,
  useDesignerContext,
  useDesignerStore,
} from './designer-context';
export { DesignerImage, type ImageUrlState, useImageUrl } from './designer-image';
/** The fields a template can hold. */
export {
  DESIGNER_FIELDS,
  EXTRA_FIELDS,
  type FieldDef,
  fieldItemSize,
  RECEIPT_FIELDS,
  SPEC_FIELDS,
} from './fields';
export { FIELD_DRAG_TYPE, FieldsPanel, type FieldsPanelProps } from './fields-panel';
/** Pure rules. */
export { isOutsidePage, type Rect, snap, snapRect } from './geometry';
/** Image files and the signed URLs of uploaded ones. */
export {
  IMAGE_ACCEPT,
  imageFileProblem,
  readFileAsBase64,
  readFileAsDataUrl,
  readImageFile,
} from './image-file';
export { createImageUrlCache, type ImageUrlCache, type ImageUrlCacheOptions, isFileKey } from './image-urls';
/** In-memory data access for stories, tests and demos. */
export {
  createMemoryDataSource,
  DEMO_TEMPLATES,
  type MemoryDataSource,
  type MemoryDataSourceOptions,
  type MemoryTemplateCall,
} from './memory-data-source';
/** Arabic texts. */
export { DESIGNER_MESSAGES, type DesignerMessageKey } from './messages';
export { NameModal } from './name-modal';
export {
  clampFontSize,
  type DesignerItem,
  isHexColor,
  normalizeTemplateItem,
  normalizeTemplateItems,
  toSavedItem,
} from './normalize';
/** The headless core. */
export {
  availableFields,
  createDesignerStore,
  type DesignerHistoryEntry,
  type DesignerNotice,
  type DesignerState,
  type DesignerStore,
  type DesignerStoreOptions,
  type DesignerTemplateRef,
  type NotifyFn,
  type StylePatch,
  selectDirty,
  selectSelectedItem,
  serializeDesign,
} from './store';
/** The designer. */
export { TemplateDesigner, type TemplateDesignerProps } from './template-designer';
export { TemplatePicker, type TemplatePickerProps } from './template-picker';
export { DesignerToolbar, type DesignerToolbarProps } from './toolbar';
export { type DesignerCommands, useDesignerCommands } from './use-designer-commands';
export { isTypingTarget, useBeforeUnload, useDesignerKeyboard } from './use-designer-keyboard';
