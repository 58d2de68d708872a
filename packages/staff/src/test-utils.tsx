import { RtlProvider } from '@cc/ui-rtl';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { MemoryStaffApi } from './memory-api';

/** Renders inside the design system's provider (RTL + toasts) with a user-event session. */
export function setup(ui: ReactElement) {
  const user = userEvent.setup();
  render(<RtlProvider>{ui}</RtlProvider>);
  return user;
}

/** The recorded calls of one method of the in-memory api. */
export function callsOf(api: MemoryStaffApi, method: MemoryStaffApi['calls'][number]['method']) {
  return api.calls.filter((c) => c.method === method).map((c) => c.args);
}
