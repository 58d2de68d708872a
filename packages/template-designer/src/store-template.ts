// The template part of the designer's store: loading, switching, saving, creating and deleting templates
// through the data source, the dropdown's list, and whether the canvas holds unsaved changes.
import {
  DEFAULT_TEMPLATE_NAME,
  FALLBACK_TEMPLATE_ID,
  type Template,
  type TemplateKind,
  type TemplateSummary,
} from '@cc/contracts';
import { messageOf } from './message-of';
import { DESIGNER_MESSAGES as M } from './messages';
import { type DesignerItem, normalizeTemplateItems, toSavedItem } from './normalize';
import type { Canvas, CanvasState } from './store-canvas';
import type { StoreContext } from './store-context';

/** The template being edited (its items live apart, in `items`). */
export interface DesignerTemplateRef {
  id: number;
  name: string;
  kind: TemplateKind;
  system: boolean;
}

/** The template shown, the dropdown's list, and their calls to the data source. */
export interface TemplateState {
  loading: boolean;
  saving: boolean;
  /** A DELETE of the template is under way ('حذف' or 'حذف الكل'). */
  deleting: boolean;
  listLoading: boolean;
  /** Null: no template selected, the canvas shows the lock overlay. */
  template: DesignerTemplateRef | null;
  /** Template id, saved items and background at the last load or save; `dirty` compares against it. */
  snapshot: string;
  nameModalOpen: boolean;
  /** Kind of the template '+ جديد' creates: the kind shown when it was pressed (a receipt makes a receipt). */
  newKind: TemplateKind | null;
  /** The dropdown's entries. */
  templates: TemplateSummary[];
  /** Whether the data source marks defaults (`setDefaultTemplate`) and the user may: not the super administrator. */
  canSetDefault: boolean;
  /** A PUT /templates/{id}/default is under way. */
  settingDefault: boolean;

  /** Initial load: the given id, else the company's latest, else template 2. */
  load(initialTemplateId?: number | null): Promise<void>;
  loadList(): Promise<void>;
  /**
   * Makes the template shown the company's default of its kind (what a new deal preselects, what a
   * receipt prints with); the dropdown's list is replaced by the answer. Failures are notified.
   */
  makeDefault(): Promise<void>;
  switchTemplate(id: number): Promise<void>;
  /** 'حذف الكل': deletes the saved template on the server, or clears locally when unsaved. */
  deleteAll(): Promise<void>;
  deleteTemplate(): Promise<void>;
  save(): Promise<void>;
  /** Creates the template from the name modal; answers whether it was created. */
  createFromModal(name: string): Promise<boolean>;
  /** '+ جديد': clears the template and items, opens the name modal. */
  newTemplate(): void;
  closeNameModal(): void;
}

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
export function selectDirty(
  state: Pick<TemplateState & CanvasState, 'template' | 'items' | 'imageKey' | 'snapshot'>,
): boolean {
  if (state.template === null && state.items.length === 0 && state.imageKey === null) return false;
  return serializeDesign(state.template?.id ?? null, state.items, state.imageKey) !== state.snapshot;
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
} satisfies Partial<TemplateState & CanvasState>;

/** The template part of one store, and what its other parts use of it. */
export interface TemplateLoading {
  /** The initial template state and its calls, spread into the store's state. */
  state: TemplateState;
  /**
   * The number of the newest load: a work begun under another number (a slow answer, an upload) belongs
   * to a template no longer shown.
   */
  loadToken(): number;
  /** Whether 'default' can be offered under the current options. */
  canSetDefault(): boolean;
}

/** Builds the template part of a designer store over its canvas. */
export function createTemplateLoading(
  { set, get, dataSource, options, notify }: StoreContext<TemplateState & CanvasState>,
  canvas: Canvas,
): TemplateLoading {
  // Only the newest load applies: a slow answer must not replace a template picked since.
  let loadToken = 0;
  const canSetDefault = () => typeof dataSource.setDefaultTemplate === 'function' && !options().isSuperAdmin;

  const apply = (template: Template) => {
    const items = normalizeTemplateItems(template.fields).map((item) => ({ ...item, id: canvas.newId() }));
    const ref = refOf(template);
    const imageKey = template.imageKey ?? null;
    canvas.endEditGroup();
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
    canvas.endEditGroup();
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

  const state: TemplateState = {
    loading: false,
    saving: false,
    deleting: false,
    listLoading: false,
    template: null,
    snapshot: EMPTY_SNAPSHOT,
    nameModalOpen: false,
    newKind: null,
    templates: [],
    canSetDefault: canSetDefault(),
    settingDefault: false,

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
      if (!template || (template.system && !options().isSuperAdmin)) {
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
          kind: state.template?.kind ?? state.newKind ?? options().newTemplateKind ?? 'CONTRACT',
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
      canvas.endEditGroup();
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
  };
  return { state, loadToken: () => loadToken, canSetDefault };
}
