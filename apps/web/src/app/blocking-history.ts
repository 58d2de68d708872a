import { createContext, useContext, useEffect } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  parsePath,
  type To,
} from 'react-router';

type History = ReturnType<typeof createBrowserHistory>;

/**
 * Answers whether a navigation from `current` to `next` may go on: `true` at once, or a promise of the
 * user's answer. At most one is registered (the app's leave guard).
 */
export type NavigationBlocker = (
  current: Location,
  next: Pick<Location, 'pathname'>,
) => boolean | Promise<boolean>;

/** A history whose navigations (push, replace, back and forward) first ask the registered blocker. */
export interface BlockingHistory extends History {
  /** Registers the one blocker (`null` removes it); answers a function that removes this one. */
  block(blocker: NavigationBlocker | null): () => void;
}

/**
 * The app's history for react-router's declarative router (`unstable_HistoryRouter`): the browser's, or
 * an in-memory one in tests, wrapped so that a navigation first asks the registered
 * {@link NavigationBlocker}. The data router's `useBlocker` did this before; the declarative router
 * leaves out the data router's loaders, actions and fetchers, about 14 KB gzip of every page's first
 * load that the app never used (docs/architecture.md, "Bundle budget").
 *
 * A push or replace waits for the answer before it happens. Back and forward have already moved the
 * browser when they are heard: the history steps back to where it was (that step is not reported), and
 * steps forward again once the blocker agrees, as react-router's own blocker does.
 */
export function blockingHistory(inner: History): BlockingHistory {
  let blocker: NavigationBlocker | null = null;
  /** The location the app shows (the browser's may already be elsewhere during a back or forward). */
  let current = inner.location;
  /** Pop events of the history's own steps: the undo of a blocked one (skipped) or its redo (let go). */
  let undoing = 0;
  let redoing = 0;

  const ask = (next: Pick<Location, 'pathname'>) => (blocker ? blocker(current, next) : true);
  const guarded =
    (navigate: History['push']): History['push'] =>
    (to: To, state?: unknown) => {
      const next = typeof to === 'string' ? parsePath(to) : to;
      const answer = ask({ pathname: next.pathname ?? current.pathname });
      if (answer === true) return navigate(to, state);
      if (answer === false) return;
      void answer.then((go) => {
        if (go) navigate(to, state);
      });
    };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: guarded((to, state) => inner.push(to, state)),
    replace: guarded((to, state) => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update) => {
        if (update.action === 'POP' && undoing > 0) {
          undoing--;
          return;
        }
        const redone = update.action === 'POP' && redoing > 0;
        if (redone) redoing--;
        const { delta } = update;
        if (update.action === 'POP' && !redone && blocker && delta) {
          const answer = ask(update.location);
          if (answer !== true) {
            undoing++;
            inner.go(-delta);
            void Promise.resolve(answer).then((go) => {
              if (!go) return;
              redoing++;
              inner.go(delta);
            });
            return;
          }
        }
        current = update.location;
        listener(update);
      });
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
}

/** The browser's history, blocking (react-router's declarative routers report every change: v5Compat). */
export const browserHistory = () => blockingHistory(createBrowserHistory({ window, v5Compat: true }));

/** An in-memory history at `entries` (the last one shown), blocking: for tests. */
export const memoryHistory = (entries: string[]) =>
  blockingHistory(
    createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

/** Gives the routes below the history their navigations go through (for {@link useNavigationBlocker}). */
export const BlockingHistoryProvider = BlockingHistoryContext.Provider;

/** Registers `blocker` while the calling component is mounted (the latest `blocker` is asked). */
export function useNavigationBlocker(blocker: NavigationBlocker) {
  const history = useContext(BlockingHistoryContext);
  if (!history) throw new Error('useNavigationBlocker needs a BlockingHistoryProvider');
  useEffect(() => history.block(blocker), [history, blocker]);
}
