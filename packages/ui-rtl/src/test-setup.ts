// jsdom has no ResizeObserver; Radix uses it to size hidden form inputs (e.g. Switch inside a <form>).
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
