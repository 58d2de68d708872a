import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Fake timers that Testing Library and user-event cooperate with: Testing Library drains its async work
 * with setTimeout(0) unless it sees jest's fake timers, so vitest's are presented as jest's.
 */
export function useFakeTimersWithUser(now = '2026-01-31T09:00:00') {
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  vi.useFakeTimers();
  vi.setSystemTime(new Date(now));
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

export function restoreTimers() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
