import { type RefObject, useEffect } from 'react';
import type { DesignerStore } from './store';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** True while the user types: keys then belong to the field, not to the designer. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}

/**
 * Designer keys on the document: Delete/Backspace remove the selected item, the arrows move it by one
 * grid step (physical directions, like the page), Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes.
 * Keys are ignored while typing, inside dialogs, and outside the designer (other than on the body).
 */
export function useDesignerKeyboard(rootRef: RefObject<HTMLElement | null>, store: DesignerStore): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || isTypingTarget(event.target)) return;
      const target = event.target instanceof Node ? event.target : null;
      const root = rootRef.current;
      const inDesigner =
        target === document.body || (root !== null && target !== null && root.contains(target));
      if (!inDesigner) return;
      if (target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]')) return;

      const state = store.getState();
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) state.redo();
        else state.undo();
        return;
      }
      if (mod && key === 'y') {
        event.preventDefault();
        state.redo();
        return;
      }
      if (mod || !state.selectedId || state.template === null) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        state.remove(state.selectedId);
        return;
      }
      const arrow = ARROWS[event.key];
      if (arrow) {
        event.preventDefault();
        state.nudge(state.selectedId, arrow[0], arrow[1]);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rootRef, store]);
}

/** The browser's "leave site?" prompt while there are unsaved changes. */
export function useBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
