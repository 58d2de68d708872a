import {
  DEFAULT_TEMPLATE_NAME,
  FALLBACK_TEMPLATE_ID,
  type Template,
  type TemplateItemCondition,
  type TemplateItemStyle,
  type TemplateKind,
  type TemplateSummary,
} from '@cc/contracts';
import { toast } from '@cc/ui-rtl';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_COLOR, FONT_SIZE, GRID, HISTORY_LIMIT, IMAGE_ITEM_RECT, TEXT_ITEM_SIZE } from './constants';
import type { TemplateDataSource } from './data-source';
import { DESIGNER_FIELDS, type FieldDef, fieldItemSize } from './fields';
import { fitRect, isOutsidePage, type Rect, snapRect } from './geometry';
import { imageFileProblem, readImageFile } from './image-file';
import { createImageUrlCache, type ImageUrlCache, isFileKey } from './image-urls';
import { messageOf } from './message-of';
import { DESIGNER_MESSAGES as M } from './messages';
import {
  clampFontSize,
  type DesignerItem,
  isHexColor,
  normalizeTemplateItems,
  toSavedItem,
} from './normalize';

/** A user-facing message of the designer. */
export interface DesignerNotice {
  type: 'success' | 'error' | 'info';
  message: string;
}
/** Shows a {@link DesignerNotice}; the default is the design system's toast. */
export type NotifyFn = (notice: DesignerNotice) => void;

/** The template being edited (its items live apart, in `items`). */
export interface DesignerTemplateRef {
  id: number;
  name: string;
  kind: TemplateKind;
  system: boolean;
}

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

/** One undo or redo step: the items and the background as they were. */
export interface DesignerHistoryEntry {
  items: DesignerItem[];
  imageKey: string | null;
}

/** Style changes accepted by `setStyle`. */
export type StylePatch = Partial<Pick<TemplateItemStyle, 'fontSize' | 'color'>>;

/** State and actions of the designer (docs/domain/templates.md). */
export interface DesignerState {
  loading: boolean;
  saving: boolean;
  /** A DELETE of the template is under way ('حذف' or 'حذف الكل'). */
  deleting: boolean;
  listLoading: boolean;
  /** Null: no template selected, the canvas shows the lock overlay. */
  template: DesignerTemplateRef | null;
  items: DesignerItem[];
  /** Background image under the items: an uploaded file's key, or null. */
  imageKey: string | null;
  selectedId: string | null;
  gridVisible: boolean;
  /** Template id, saved items and background at the last load or save; `dirty` compares against it. */
  snapshot: string;
  /** Undo and redo stacks of `items` and `imageKey`. */
  past: DesignerHistoryEntry[];
  future: DesignerHistoryEntry[];
  /** An image is being read or uploaded. */
  uploading: boolean;
  /**
   * Whether the data source uploads files: images are then stored as file keys and a background can be
   * set; otherwise images are inline data URLs and there is no background.
   */
  canUpload: boolean;
  /** The signed-URL cache of the file keys (one ask per key, renewed when expired). */
  images: ImageUrlCache;
  /**
   * What the canvas shows for each file key on the page (image items and the background): its signed URL,
   * or null when it cannot be shown. A key missing here is being asked for: the store asks for the URL of
   * every key as soon as the page holds it.
   */
  imageUrls: Readonly<Record<string, string | null>>;
  nameModalOpen: boolean;
  /** Kind of the template '+ جديد' creates: the kind shown when it was pressed (a receipt makes a receipt). */
  newKind: TemplateKind | null;
  /** The dropdown's entries. */
  templates: TemplateSummary[];
  /** Whether the data source marks defaults (`setDefaultTemplate`) and the user may: not the super administrator. */
  canSetDefault: boolean;
  /** A PUT /templates/{id}/default is under way. */
  settingDefault: boolean;

  configure(options: DesignerStoreOptions): void;
  /** Initial load: the given id, else the company's latest, else template 2. */
  load(initialTemplateId?: number | null): Promise<void>;
  loadList(): Promise<void>;
  /**
   * Makes the template shown the company's default of its kind (what a new deal preselects, what a
   * receipt prints with); the dropdown's list is replaced by the answer. Failures are notified.
   */
  makeDefault(): Promise<void>;
  switchTemplate(id: number): Promise<void>;
  /** Places a field once; answers the new item's id, or null when it is already placed or unknown. */
  addField(fieldId: string, x: number, y: number): string | null;
  addText(x: number, y: number): string;
  addImage(src: string): string;
  /**
   * 'إضافة صورة': checks the file (image types, 2 MB), uploads it when the data source can (the item's
   * `src` is then the file key) or reads it as a data URL, and places it at 40,40 sized 220x140. Problems
   * are notified; answers the new item's id or null.
   */
  addImageFile(file: File): Promise<string | null>;
  /** 'استبدال الصورة' of an image item, from a file as `addImageFile`; answers whether it replaced it. */
  replaceImageFile(id: string, file: File): Promise<boolean>;
  /** Sets or replaces the background from an uploaded file (needs `canUpload`); answers whether it did. */
  setBackgroundFile(file: File): Promise<boolean>;
  /** Removes the background (undoable, unsaved until Save). */
  removeBackground(): void;
  select(id: string | null): void;
  move(id: string, x: number, y: number): void;
  /** Moves by whole grid steps (arrow keys). */
  nudge(id: string, dx: number, dy: number): void;
  resize(id: string, rect: Rect): void;
  /** Removes the item when the rectangle at x,y lies fully off the page; answers whether it did. */
  removeIfOutside(id: string, x: number, y: number): boolean;
  remove(id: string): void;
  setStyle(id: string, patch: StylePatch): void;
  setText(id: string, value: string): void;
  /** When the item prints (docs/domain/printing.md): only for an instalment sale, a cash sale, a deal with a guarantor; null: always. */
  setShowIf(id: string, condition: TemplateItemCondition | null): void;
  replaceImage(id: string, src: string): void;
  setGridVisible(visible: boolean): void;
  /** 'إفراغ الحقول': removes every item locally (undoable, unsaved until Save). */
  clearFields(): void;
  /** 'حذف الكل': deletes the saved template on the server, or clears locally when unsaved. */
  deleteAll(): Promise<void>;
  deleteTemplate(): Promise<void>;
  save(): Promise<void>;
  /** Creates the template from the name modal; answers whether it was created. */
  createFromModal(name: string): Promise<boolean>;
  /** '+ جديد': clears the template and items, opens the name modal. */
  newTemplate(): void;
  closeNameModal(): void;
  /**
   * An image could not load `url` (a signed URL expires): the key gets one fresh URL; when a fresh one
   * fails too, the image is shown as unavailable.
   */
  imageFailed(key: string, url: string): void;
  undo(): void;
  redo(): void;
}

/** The vanilla zustand store of the designer. */
export type DesignerStore = StoreApi<DesignerState>;

const defaultNotify: NotifyFn = ({ type, message }) => {
  toast[type](message);
};

/** The snapshot form of a state: what a save would send, and to which template. */
export function serializeDesign(
  templateId: number | null,
  items: readonly DesignerItem[],
  imageKey: string | null = null,
): string {
  return JSON.stringify({ templateId, imageKey, items: items.map(toSavedItem) });
}

/**
 * True when the items or the template id differ from the last load or save. An empty canvas
 * without a template holds nothing to lose, so it is never dirty (e.g. after '+ جديد').
 */
export function selectDirty(state: DesignerState): boolean {
  if (state.template === null && state.items.length === 0 && state.imageKey === null) return false;
  return serializeDesign(state.template?.id ?? null, state.items, state.imageKey) !== state.snapshot;
}

/** Fields not yet on the canvas, in the order of the field list. */
export function availableFields(
  fields: readonly FieldDef[],
  items: readonly DesignerItem[],
  kind?: TemplateKind,
): FieldDef[] {
  const placed = new Set(items.map((item) => item.fieldId).filter(Boolean));
  return fields.filter(
    (field) => !placed.has(field.id) && (!field.kinds || !kind || field.kinds.includes(kind)),
  );
}

/** The selected item, if any. */
export function selectSelectedItem(state: DesignerState): DesignerItem | null {
  return state.items.find((item) => item.id === state.selectedId) ?? null;
}

const refOf = (t: Template | TemplateSummary): DesignerTemplateRef => ({
  id: t.id,
  name: t.name,
  kind: t.kind,
  system: t.system,
});
/** The list without a deleted template; when it was its kind's default, the system one takes over. */
const withoutTemplate = (list: readonly TemplateSummary[], removedId: number): TemplateSummary[] => {
  const removed = list.find((t) => t.id === removedId);
  return list
    .filter((t) => t.id !== removedId)
    .map((t) => (removed?.isDefault && t.system && t.kind === removed.kind ? { ...t, isDefault: true } : t));
};
// Only the list knows the default; a template just created is never it.
const summaryOf = (t: Template): TemplateSummary => ({
  id: t.id,
  name: t.name,
  kind: t.kind,
  system: t.system,
  isDefault: false,
});
const EMPTY_SNAPSHOT = serializeDesign(null, []);
/** No template open: the canvas is empty and locked, with no history. */
const EMPTY_CANVAS = {
  template: null,
  items: [],
  imageKey: null,
  selectedId: null,
  past: [],
  future: [],
} satisfies Partial<DesignerState>;
const defaultStyle = (): TemplateItemStyle => ({ fontSize: FONT_SIZE.default, color: DEFAULT_COLOR });

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
  let nextItemId = 0;
  // Only the newest load applies: a slow answer must not replace a template picked since.
  let loadToken = 0;
  // Consecutive edits with the same key (typing, a colour drag) make one undo step.
  let lastEditKey: string | null = null;

  const notify = (type: DesignerNotice['type'], message: string) =>
    (options.notify ?? defaultNotify)({ type, message });
  const fields = () => options.fields ?? DESIGNER_FIELDS;
  const newId = () => `item-${++nextItemId}`;
  const images = createImageUrlCache(dataSource.imageUrl?.bind(dataSource));
  const canUpload = typeof dataSource.uploadImage === 'function';
  // Reads and uploads under way (several may overlap); `uploading` is true while any is.
  let uploads = 0;
  // File keys whose URL is being asked for; keys whose next URL answers a failed load, and that URL.
  const asking = new Set<string>();
  const renewing = new Set<string>();
  const renewed = new Map<string, string>();

  const store = createStore<DesignerState>()((set, get) => {
    const commit = (items: DesignerItem[], extra: Partial<DesignerState> = {}, key?: string) => {
      const { past, items: previous, imageKey } = get();
      const merge = key !== undefined && key === lastEditKey;
      lastEditKey = key ?? null;
      set({
        items,
        past: merge ? past : [...past, { items: previous, imageKey }].slice(-HISTORY_LIMIT),
        future: [],
        ...extra,
      });
    };
    /**
     * The `src` of an image from a file: checked first (nothing is sent for a wrong or oversized file),
     * then uploaded (a file key) or read inline (a data URL). Null, after a notice, when it cannot be.
     * Also null when another template was loaded meanwhile: the image belonged to the previous one.
     */
    const imageFromFile = async (file: File): Promise<string | null> => {
      const problem = imageFileProblem(file);
      if (problem) {
        notify('error', problem);
        return null;
      }
      const token = loadToken;
      uploads += 1;
      set({ uploading: true });
      let src: string;
      try {
        if (dataSource.uploadImage) {
          const uploaded = await dataSource.uploadImage(file);
          images.seed(uploaded.key, uploaded.url);
          set({ imageUrls: { ...get().imageUrls, [uploaded.key]: uploaded.url } });
          src = uploaded.key;
        } else {
          src = await readImageFile(file);
        }
      } catch (error) {
        notify('error', messageOf(error) ?? M.uploadFailed);
        return null;
      } finally {
        uploads -= 1;
        set({ uploading: uploads > 0 });
      }
      return token === loadToken && get().template !== null ? src : null;
    };
    const update = (id: string, change: (item: DesignerItem) => DesignerItem | null, key?: string) => {
      const { items } = get();
      const index = items.findIndex((item) => item.id === id);
      if (index < 0) return;
      const next = change(items[index]!);
      if (!next || JSON.stringify(next) === JSON.stringify(items[index])) return;
      commit(items.with(index, next), {}, key);
    };
    const apply = (template: Template) => {
      const items = normalizeTemplateItems(template.fields).map((item) => ({ ...item, id: newId() }));
      const ref = refOf(template);
      const imageKey = template.imageKey ?? null;
      lastEditKey = null;
      set({
        loading: false,
        template: ref,
        items,
        imageKey,
        selectedId: null,
        past: [],
        future: [],
        nameModalOpen: false,
        snapshot: serializeDesign(ref.id, items, imageKey),
        // A template loaded by id may be missing from a list that failed or is still loading.
        templates: get().templates.some((t) => t.id === ref.id)
          ? get().templates
          : [...get().templates, summaryOf(template)],
      });
    };
    const clearTemplate = (removedId: number) => {
      lastEditKey = null;
      ++loadToken;
      set({
        ...EMPTY_CANVAS,
        deleting: false,
        snapshot: EMPTY_SNAPSHOT,
        templates: withoutTemplate(get().templates, removedId),
      });
    };
    const removeTemplate = async (ok: string, failed: string) => {
      const { template } = get();
      if (!template || template.system || get().deleting) return;
      set({ deleting: true });
      try {
        await dataSource.deleteTemplate(template.id);
      } catch {
        set({ deleting: false });
        notify('error', failed);
        return;
      }
      clearTemplate(template.id);
      notify('success', ok);
    };

    return {
      loading: false,
      saving: false,
      deleting: false,
      listLoading: false,
      template: null,
      items: [],
      imageKey: null,
      selectedId: null,
      gridVisible: true,
      snapshot: EMPTY_SNAPSHOT,
      past: [],
      future: [],
      nameModalOpen: false,
      newKind: null,
      templates: [],
      canSetDefault: typeof dataSource.setDefaultTemplate === 'function' && !options.isSuperAdmin,
      settingDefault: false,
      uploading: false,
      canUpload,
      images,
      imageUrls: {},

      configure(next) {
        options = { ...options, ...next };
        set({ canSetDefault: typeof dataSource.setDefaultTemplate === 'function' && !options.isSuperAdmin });
      },

      async makeDefault() {
        const { template, settingDefault } = get();
        if (!template || settingDefault || !dataSource.setDefaultTemplate) return;
        set({ settingDefault: true });
        try {
          const list = await dataSource.setDefaultTemplate(template.id);
          set({ templates: list, settingDefault: false });
          notify('success', M.defaultSet(template.name));
        } catch (error) {
          set({ settingDefault: false });
          notify('error', messageOf(error) ?? M.defaultFailed);
        }
      },

      async load(initialTemplateId) {
        const token = ++loadToken;
        set({ loading: true });
        void get().loadList();
        let template: Template | null;
        try {
          if (initialTemplateId !== undefined && initialTemplateId !== null) {
            template = await dataSource.getTemplate(initialTemplateId);
          } else {
            try {
              template = await dataSource.getLatest();
            } catch {
              template = null;
            }
            template ??= await dataSource.getTemplate(FALLBACK_TEMPLATE_ID);
          }
        } catch {
          if (token !== loadToken) return;
          set({ loading: false });
          notify('error', M.initialLoadFailed);
          return;
        }
        if (token === loadToken) apply(template);
      },

      async loadList() {
        set({ listLoading: true });
        try {
          const list = await dataSource.listTemplates();
          const current = get().template;
          // Keep the shown template selectable even if the list does not name it.
          const templates =
            current && !list.some((t) => t.id === current.id)
              ? [...list, { ...current, isDefault: false }]
              : list;
          set({ templates, listLoading: false });
        } catch {
          set({ listLoading: false });
          notify('error', M.listFailed);
        }
      },

      async switchTemplate(id) {
        const token = ++loadToken;
        set({ loading: true });
        try {
          const template = await dataSource.getTemplate(id);
          if (token === loadToken) apply(template);
        } catch {
          if (token !== loadToken) return;
          set({ loading: false });
          notify('error', M.switchFailed);
        }
      },

      addField(fieldId, x, y) {
        const field = fields().find((f) => f.id === fieldId);
        if (!field || get().items.some((item) => item.fieldId === fieldId)) return null;
        const id = newId();
        const item: DesignerItem = {
          id,
          kind: field.kind ?? 'FIELD',
          fieldId,
          label: field.label,
          style: defaultStyle(),
          ...snapRect({ x, y, ...fieldItemSize(field) }),
        };
        commit([...get().items, item], { selectedId: id });
        return id;
      },

      addText(x, y) {
        const id = newId();
        const item: DesignerItem = {
          id,
          kind: 'TEXT',
          value: '',
          style: defaultStyle(),
          ...snapRect({ x, y, ...TEXT_ITEM_SIZE }),
        };
        commit([...get().items, item], { selectedId: id });
        return id;
      },

      addImage(src) {
        const id = newId();
        const item: DesignerItem = { id, kind: 'IMAGE', src, style: defaultStyle(), ...IMAGE_ITEM_RECT };
        commit([...get().items, item], { selectedId: id });
        return id;
      },

      async addImageFile(file) {
        if (!get().template) return null;
        const src = await imageFromFile(file);
        return src === null ? null : get().addImage(src);
      },

      async replaceImageFile(id, file) {
        if (!get().items.some((item) => item.id === id && item.kind === 'IMAGE')) return false;
        const src = await imageFromFile(file);
        if (src === null || !get().items.some((item) => item.id === id)) return false;
        get().replaceImage(id, src);
        return true;
      },

      async setBackgroundFile(file) {
        if (!canUpload || !get().template) return false;
        const key = await imageFromFile(file);
        if (key === null) return false;
        lastEditKey = null;
        commit(get().items, { imageKey: key });
        return true;
      },

      removeBackground() {
        if (get().imageKey === null) return;
        lastEditKey = null;
        commit(get().items, { imageKey: null });
      },

      select(id) {
        if (id !== get().selectedId) set({ selectedId: id });
      },

      move(id, x, y) {
        update(id, (item) => ({ ...item, ...snapRect({ x, y, width: item.width, height: item.height }) }));
      },

      nudge(id, dx, dy) {
        const item = get().items.find((i) => i.id === id);
        if (item) get().move(id, item.x + dx * GRID, item.y + dy * GRID);
      },

      resize(id, rect) {
        update(id, (item) => ({ ...item, ...fitRect(rect) }));
      },

      removeIfOutside(id, x, y) {
        const item = get().items.find((i) => i.id === id);
        if (!item || !isOutsidePage({ x, y, width: item.width, height: item.height })) return false;
        get().remove(id);
        return true;
      },

      remove(id) {
        const { items, selectedId } = get();
        if (!items.some((item) => item.id === id)) return;
        commit(
          items.filter((item) => item.id !== id),
          { selectedId: selectedId === id ? null : selectedId },
        );
      },

      setStyle(id, patch) {
        update(
          id,
          (item) => {
            if (item.kind === 'IMAGE') return null;
            const style = { ...item.style };
            if (patch.fontSize !== undefined) style.fontSize = clampFontSize(patch.fontSize);
            if (patch.color !== undefined && isHexColor(patch.color)) style.color = patch.color.toLowerCase();
            return { ...item, style };
          },
          `style:${id}:${Object.keys(patch).join()}`,
        );
      },

      setShowIf(id, condition) {
        update(
          id,
          (item) => {
            if ((item.showIf ?? null) === condition) return null;
            const { showIf: _previous, ...rest } = item;
            return condition ? { ...rest, showIf: condition } : rest;
          },
          // No edit key: each choice is its own undo step.
        );
      },

      setText(id, value) {
        update(id, (item) => (item.kind === 'TEXT' ? { ...item, value } : null), `text:${id}`);
      },

      replaceImage(id, src) {
        update(id, (item) => (item.kind === 'IMAGE' ? { ...item, src } : null));
      },

      setGridVisible(visible) {
        set({ gridVisible: visible });
      },

      clearFields() {
        if (get().items.length > 0) commit([], { selectedId: null });
      },

      async deleteAll() {
        const { template } = get();
        if (template?.system) return; // not offered on a system template
        if (!template) {
          get().clearFields();
          return;
        }
        await removeTemplate(M.deleteAllDone, M.deleteAllFailed);
      },

      async deleteTemplate() {
        if (!get().template) {
          notify('error', M.noTemplateToDelete);
          return;
        }
        await removeTemplate(M.templateDeleted, M.templateDeleteFailed);
      },

      async save() {
        const state = get();
        if (state.saving) return;
        if (!selectDirty(state)) {
          notify('info', M.nothingToSave);
          return;
        }
        const { template } = state;
        if (!template || (template.system && !options.isSuperAdmin)) {
          set({ nameModalOpen: true });
          return;
        }
        const sent = state.items;
        const sentKey = state.imageKey;
        set({ saving: true });
        try {
          await dataSource.updateTemplate(template.id, {
            name: template.name.trim() || DEFAULT_TEMPLATE_NAME,
            imageKey: sentKey,
            fields: sent.map(toSavedItem),
          });
        } catch {
          set({ saving: false });
          notify('error', M.saveFailed);
          return;
        }
        set({ saving: false, snapshot: serializeDesign(template.id, sent, sentKey) });
        notify('success', M.saved);
      },

      async createFromModal(name) {
        const trimmed = name.trim();
        if (!trimmed) {
          notify('error', M.nameRequired);
          return false;
        }
        const state = get();
        if (state.saving) return false;
        const sent = state.items;
        const sentKey = state.imageKey;
        set({ saving: true });
        let created: Template;
        try {
          created = await dataSource.createTemplate({
            name: trimmed,
            // A company copy of a system template keeps its kind (contract, authorization…); '+ جديد' makes one
            // of the kind shown when it was pressed.
            kind: state.template?.kind ?? state.newKind ?? options.newTemplateKind ?? 'CONTRACT',
            // Null after '+ جديد'; a copy keeps a background the user set before saving it.
            imageKey: sentKey,
            fields: sent.map(toSavedItem),
          });
        } catch (error) {
          set({ saving: false });
          notify('error', messageOf(error) ?? M.createFailed);
          return false;
        }
        set({
          saving: false,
          nameModalOpen: false,
          template: refOf(created),
          snapshot: serializeDesign(created.id, sent, sentKey),
          templates: [...get().templates.filter((t) => t.id !== created.id), summaryOf(created)],
        });
        notify('success', M.created);
        return true;
      },

      newTemplate() {
        ++loadToken;
        lastEditKey = null;
        set({
          ...EMPTY_CANVAS,
          newKind: get().template?.kind ?? null,
          loading: false,
          nameModalOpen: true,
        });
      },

      closeNameModal() {
        set({ nameModalOpen: false });
      },

      imageFailed(key, url) {
        const { imageUrls } = get();
        // A late error of a URL already replaced.
        if (imageUrls[key] !== url) return;
        if (renewed.get(key) === url && images.peek(key) === url) {
          set({ imageUrls: { ...imageUrls, [key]: null } });
          return;
        }
        images.invalidate(key);
        renewing.add(key);
        const { [key]: _failed, ...rest } = imageUrls;
        set({ imageUrls: rest });
      },

      undo() {
        const { past, future, items, imageKey, selectedId } = get();
        const previous = past.at(-1);
        if (!previous) return;
        lastEditKey = null;
        set({
          items: previous.items,
          imageKey: previous.imageKey,
          past: past.slice(0, -1),
          future: [{ items, imageKey }, ...future],
          selectedId: previous.items.some((item) => item.id === selectedId) ? selectedId : null,
        });
      },

      redo() {
        const { past, future, items, imageKey, selectedId } = get();
        const [next, ...rest] = future;
        if (!next) return;
        lastEditKey = null;
        set({
          items: next.items,
          imageKey: next.imageKey,
          past: [...past, { items, imageKey }],
          future: rest,
          selectedId: next.items.some((item) => item.id === selectedId) ? selectedId : null,
        });
      },
    };
  });

  const showUrl = (key: string, url: string | null) => {
    if (url !== null && renewing.delete(key)) renewed.set(key, url);
    store.setState({ imageUrls: { ...store.getState().imageUrls, [key]: url } });
  };
  /** Asks for the URL of every file key on the page that has none yet (the cache answers known ones). */
  const askImageUrls = ({ items, imageKey, imageUrls }: DesignerState) => {
    const keys = [...items.map((item) => item.src), imageKey].filter(
      (src): src is string => typeof src === 'string' && isFileKey(src),
    );
    for (const key of new Set(keys)) {
      if (key in imageUrls || asking.has(key)) continue;
      asking.add(key);
      images
        .resolve(key)
        .then(
          (url) => showUrl(key, url),
          () => showUrl(key, null),
        )
        .finally(() => asking.delete(key));
    }
  };
  store.subscribe((state, previous) => {
    if (
      state.items !== previous.items ||
      state.imageKey !== previous.imageKey ||
      state.imageUrls !== previous.imageUrls
    )
      askImageUrls(state);
  });
  return store;
}
