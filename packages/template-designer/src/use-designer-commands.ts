import { useMemo } from 'react';
import { useDesignerContext } from './designer-context';
import { readImageFile } from './image-file';
import { messageOf } from './message-of';
import { DESIGNER_MESSAGES as M } from './messages';
import { selectDirty } from './store';

/** The designer's commands with the confirmations of spec §4/§5 in front of the store's actions. */
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
  addImageFile(file: File): Promise<void>;
  replaceImageFile(id: string, file: File): Promise<void>;
}

/** The commands of the designer around the current store; used by the toolbar and the picker. */
export function useDesignerCommands(): DesignerCommands {
  const { store, confirm, notify } = useDesignerContext();
  return useMemo(() => {
    const state = () => store.getState();
    const leaveIfDirty = async () => !selectDirty(state()) || confirm(M.unsavedChanges);
    const readImage = async (file: File) => {
      try {
        return await readImageFile(file);
      } catch (error) {
        notify({ type: 'error', message: messageOf(error) ?? M.notAnImage });
        return null;
      }
    };
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
        const src = await readImage(file);
        if (src) state().addImage(src);
      },
      async replaceImageFile(id, file) {
        const src = await readImage(file);
        if (src) state().replaceImage(id, src);
      },
    };
  }, [store, confirm, notify]);
}
