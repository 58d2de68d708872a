import { configure } from '@testing-library/react';

// jsdom lacks these browser APIs; Radix (Switch, Collapsible, Dialog) calls them.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// The pages are lazy chunks, as in the app: the first one a test opens is compiled on demand, which
// takes longer than Testing Library's default second on a loaded machine.
configure({ asyncUtilTimeout: 5000 });
