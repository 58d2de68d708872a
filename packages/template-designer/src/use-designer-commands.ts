import { useMemo } from 'react';
import { useDesignerContext } from './designer-context';
import { DESIGNER_MESSAGES as M } from './messages';
import { selectDirty } from './store';

/** The designer's commands with the confirmations (docs/domain/templates.md) in front of the store's actions. */
export interface DesignerCommands {
  save(): Promise<void>;
  /** Asks when dirty, then clears and opens the name modal. */
  newTemplate(): Promise<void>;
  /** Asks when dirty, then loads the chosen template. */
  switchTemplate(id: number): Promise<void>;
  /** Unsaved-changes question (when dirty), then the delete question. */
  deleteTemplate(): Promise<void>;
  clearFields(): Promise<void>;
  deleteAll(): Promise<void>;
  /** Checks, uploads (or reads inline) and places an image. */
  addImageFile(file: File): Promise<void>;
  replaceImageFile(id: string, file: File): Promise<void>;
  /** Sets or replaces the background from a file (uploaded). */
  setBackgroundFile(file: File): Promise<void>;
  removeBackground(): void;
  /** Makes the template shown the default of its kind (no question: it changes no items). */
  makeDefault(): Promise<void>;
}

/** The commands of the designer around the current store; used by the toolbar and the picker. */
export function useDesignerCommands(): DesignerCommands {
  const { store, confirm } = useDesignerContext();
  return useMemo(() => {
    const state = () => store.getState();
    const leaveIfDirty = async () => !selectDirty(state()) || confirm(M.unsavedChanges);
    return {
      save: () => state().save(),
      async newTemplate() {
        if (await leaveIfDirty()) state().newTemplate();
      },
      async switchTemplate(id) {
        if (id === state().template?.id) return;
        if (await leaveIfDirty()) await state().switchTemplate(id);
      },
      async deleteTemplate() {
        const { template } = state();
        // Without a template the store answers 'لا يوجد قالب محدد للحذف'; there is nothing to confirm.
        if (!template) return state().deleteTemplate();
        if (template.system) return;
        if (!(await leaveIfDirty())) return;
        if (!(await confirm(M.deleteTemplateQuestion, { confirmLabel: M.confirmDelete }))) return;
        await state().deleteTemplate();
      },
      async clearFields() {
        if (state().items.length === 0) return;
        if (await confirm(M.clearFieldsWarning)) state().clearFields();
      },
      async deleteAll() {
        const { template } = state();
        if (template?.system) return;
        // Without a saved template nothing is deleted on the server: only the canvas is emptied.
        const question = template ? M.deleteAllWarning : M.clearFieldsWarning;
        if (await confirm(question, { confirmLabel: M.confirmDelete })) await state().deleteAll();
      },
      async addImageFile(file) {
        await state().addImageFile(file);
      },
      async replaceImageFile(id, file) {
        await state().replaceImageFile(id, file);
      },
      async setBackgroundFile(file) {
        await state().setBackgroundFile(file);
      },
      removeBackground: () => state().removeBackground(),
      makeDefault: () => state().makeDefault(),
    };
  }, [store, confirm]);
}
