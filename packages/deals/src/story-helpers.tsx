import type { PermissionName } from '@cc/contracts';
import { createTestApi, FeaturePages, type TestApiOptions, TestHarness } from '@cc/resources/testing';
import { dealsFeature } from './feature';

/** Props of {@link DealsStory}. */
export interface DealsStoryProps {
  /** The address shown, e.g. '/contracts/1'. */
  url: string;
  /** The fake's data and handlers (default: the demo data). */
  api?: TestApiOptions;
  /** A staff user holding these permissions; default the company account. */
  permissions?: PermissionName[];
}

/**
 * A deals page as the app shows it, for a story: signed in, over the fake API (one per story mount, slow
 * enough to see the loading states), at its address. Stories only.
 */
export function DealsStory({ url, api = {}, permissions }: DealsStoryProps) {
  return (
    <TestHarness
      fake={() => createTestApi({ latencyMs: 250, ...api })}
      {...(permissions ? { permissions } : {})}
    >
      <FeaturePages feature={dealsFeature} url={url} />
    </TestHarness>
  );
}
