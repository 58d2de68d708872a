// The canvas part of the designer's store: the items on the page, the selection, moves and edits, and
// their undo history. No data source call happens here.
import type { TemplateItemCondition, TemplateItemStyle, TemplateKind } from '@cc/contracts';
import { DEFAULT_COLOR, FONT_SIZE, GRID, HISTORY_LIMIT, IMAGE_ITEM_RECT, TEXT_ITEM_SIZE } from './constants';
import { DESIGNER_FIELDS, type FieldDef, fieldItemSize } from './fields';
import { fitRect, isOutsidePage, type Rect, snapRect } from './geometry';
import { clampFontSize, type DesignerItem, isHexColor } from './normalize';
import type { StoreContext } from './store-context';

/** One undo or redo step: the items and the background as they were. */
export interface DesignerHistoryEntry {
  items: DesignerItem[];
  imageKey: string | null;
}

/** Style changes accepted by `setStyle`. */
export type StylePatch = Partial<Pick<TemplateItemStyle, 'fontSize' | 'color'>>;

/** The canvas: items, background, selection and undo history, with the edits that change them. */
export interface CanvasState {
  items: DesignerItem[];
  /** Background image under the items: an uploaded file's key, or null. */
  imageKey: string | null;
  selectedId: string | null;
  gridVisible: boolean;
  /** Undo and redo stacks of `items` and `imageKey`. */
  past: DesignerHistoryEntry[];
  future: DesignerHistoryEntry[];

  /** Places a field once; answers the new item's id, or null when it is already placed or unknown. */
  addField(fieldId: string, x: number, y: number): string | null;
  addText(x: number, y: number): string;
  addImage(src: string): string;
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
  undo(): void;
  redo(): void;
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
export function selectSelectedItem(state: Pick<CanvasState, 'items' | 'selectedId'>): DesignerItem | null {
  return state.items.find((item) => item.id === state.selectedId) ?? null;
}

const defaultStyle = (): TemplateItemStyle => ({ fontSize: FONT_SIZE.default, color: DEFAULT_COLOR });

/** The canvas of one store, and what its other parts use of it. */
export interface Canvas {
  /** The initial canvas and its edits, spread into the store's state. */
  state: CanvasState;
  /** A fresh item id, unique within the store. */
  newId(): string;
  /**
   * Replaces the items (and `extra`) as one undo step. Consecutive commits with the same `key` (typing,
   * a colour drag) merge into one step.
   */
  commit(items: DesignerItem[], extra?: Partial<CanvasState>, key?: string): void;
  /** The next edit starts a new undo step, whatever its key. */
  endEditGroup(): void;
}

/** Builds the canvas part of a designer store. */
export function createCanvas({ set, get, options }: StoreContext<CanvasState>): Canvas {
  let nextItemId = 0;
  // Consecutive edits with the same key (typing, a colour drag) make one undo step.
  let lastEditKey: string | null = null;

  const fields = () => options().fields ?? DESIGNER_FIELDS;
  const newId = () => `item-${++nextItemId}`;
  const endEditGroup = () => {
    lastEditKey = null;
  };
  const commit = (items: DesignerItem[], extra: Partial<CanvasState> = {}, key?: string) => {
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
  const update = (id: string, change: (item: DesignerItem) => DesignerItem | null, key?: string) => {
    const { items } = get();
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) return;
    const next = change(items[index]!);
    if (!next || JSON.stringify(next) === JSON.stringify(items[index])) return;
    commit(items.with(index, next), {}, key);
  };

  const state: CanvasState = {
    items: [],
    imageKey: null,
    selectedId: null,
    gridVisible: true,
    past: [],
    future: [],

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
  return { state, newId, commit, endEditGroup };
}
