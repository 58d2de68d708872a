import { type RenderOptions, renderWithApi } from '@cc/resources/testing/render';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders a piece in the test harness of @cc/resources (the fake API over the demo data unless one is
 * given, a signed-in session) inside a memory router: the pieces link to receipts.
 */
export function renderPiece(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithApi(<MemoryRouter>{ui}</MemoryRouter>, options);
}
