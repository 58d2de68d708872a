import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { LEAVE_MESSAGES } from './leave-messages';

/**
 * What holds the page while something has unsaved changes: the forms of the kit (every {@link Form}),
 * the print designer (through its host). The design system knows no router: the app asks
 * {@link LeaveGuard.confirmLeave} from its own navigation blocker (the app's history asks it), and the
 * guard itself asks the browser's prompt when the tab is closed or reloaded (`beforeunload`).
 */
export interface LeaveGuard {
  /** Holds the page while `hasChanges()` answers true; returns the release. */
  hold(hasChanges: () => boolean): () => void;
  /** Whether anything held has unsaved changes now. */
  hasChanges(): boolean;
  /**
   * Asks «لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟» when something has unsaved changes;
   * resolves true to leave (at once when nothing has changes).
   */
  confirmLeave(): Promise<boolean>;
}

type Ask = () => Promise<boolean>;

/** A guard over a set of holders; `ask` is its question (the provider's dialog, else `window.confirm`). */
function createLeaveGuard(ask: { current: Ask }): LeaveGuard {
  const holders = new Set<() => boolean>();
  const hasChanges = () => [...holders].some((changed) => changed());
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasChanges()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  return {
    hold(changed) {
      // One listener for the whole page, only while something is held (it keeps the back-forward cache
      // usable otherwise).
      if (holders.size === 0) window.addEventListener('beforeunload', onBeforeUnload);
      holders.add(changed);
      return () => {
        holders.delete(changed);
        if (holders.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
      };
    },
    hasChanges,
    confirmLeave: () => (hasChanges() ? ask.current() : Promise.resolve(true)),
  };
}

const askByWindow = { current: async () => window.confirm(LEAVE_MESSAGES.unsavedChanges) };
/** Without a {@link LeaveGuardProvider} (a story, a host of a single package): the browser's own confirm. */
const pageGuard = createLeaveGuard(askByWindow);
const LeaveGuardContext = createContext<LeaveGuard>(pageGuard);

/**
 * Gives the page one {@link LeaveGuard} whose question is the design system's {@link ConfirmDialog}.
 * {@link RtlProvider} renders it, so an app wrapped in it has it already.
 *
 * @example
 * <LeaveGuardProvider><App /></LeaveGuardProvider>
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Every question asked while the dialog is open (a second navigation) gets the same answer.
  const waiting = useRef<((leave: boolean) => void)[]>([]);
  const ask = useRef<Ask>(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      }),
  );
  const [guard] = useState(() => createLeaveGuard(ask));
  const answer = (leave: boolean) => {
    const all = waiting.current;
    waiting.current = [];
    setOpen(false);
    for (const resolve of all) resolve(leave);
  };
  return (
    <LeaveGuardContext.Provider value={guard}>
      {children}
      <ConfirmDialog
        open={open}
        onOpenChange={(open) => !open && answer(false)}
        title={LEAVE_MESSAGES.unsavedTitle}
        body={LEAVE_MESSAGES.unsavedChanges}
        confirmLabel={LEAVE_MESSAGES.leave}
        cancelLabel={LEAVE_MESSAGES.stay}
        onConfirm={() => answer(true)}
      />
    </LeaveGuardContext.Provider>
  );
}

/**
 * The page's {@link LeaveGuard}: for the app's navigation blocker and for a screen that switches its
 * own content (the settings sections) without a navigation.
 *
 * @example
 * const guard = useLeaveGuardContext();
 * history.block((current, next) =>
 *   current.pathname !== next.pathname && guard.hasChanges() ? guard.confirmLeave() : true);
 */
export function useLeaveGuardContext(): LeaveGuard {
  return useContext(LeaveGuardContext);
}

/**
 * Holds the page while `active` (something was changed and not saved): the app asks before an in-app
 * navigation, the browser before the tab closes. `stillActive`, read at the moment of leaving, lets a
 * holder step aside at once (a form while its save runs, so the save's own navigation is not asked).
 * Every {@link Form} of the kit calls it; a screen with changes outside a form (the designer) calls it
 * with its own flag.
 *
 * @example
 * const [dirty, setDirty] = useState(false);
 * useLeaveGuard(dirty);
 * <TemplateDesigner dataSource={source} onDirtyChange={setDirty} />
 */
export function useLeaveGuard(active: boolean, stillActive?: () => boolean): void {
  const guard = useLeaveGuardContext();
  const check = useRef(stillActive);
  check.current = stillActive;
  useEffect(() => {
    if (!active) return;
    return guard.hold(() => check.current?.() ?? true);
  }, [active, guard]);
}

/**
 * `confirmLeave` of the page's guard, for a screen that replaces its content without a navigation.
 *
 * @example
 * const confirmLeave = useConfirmLeave();
 * <button onClick={async () => (await confirmLeave()) && setSection(id)}>…</button>
 */
export function useConfirmLeave(): () => Promise<boolean> {
  const guard = useLeaveGuardContext();
  return useCallback(() => guard.confirmLeave(), [guard]);
}
