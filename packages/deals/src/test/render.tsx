import { createTestApi } from '@cc/resources/testing';
import { type RenderOptions, renderFeature } from '@cc/resources/testing/render';
import { dealsFeature } from '../feature';

/** The fake's "now" in the deals tests: contract 1001's first instalment is overdue, the next are not. */
export const NOW = new Date('2025-03-01T09:00:00.000Z');

/**
 * Opens `url` among the deals pages as the app mounts them, over the demo data at {@link NOW} (or the
 * given fake), signed in as the company account or a staff member holding `permissions`.
 */
export function openPage(url: string, options: RenderOptions = {}) {
  return renderFeature(dealsFeature, url, { fake: createTestApi({ now: NOW }), ...options });
}
