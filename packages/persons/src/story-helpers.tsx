import type { PermissionName } from '@cc/contracts';
import { createTestApi, FeaturePages, type TestApiOptions, TestHarness } from '@cc/resources/testing';
import { personsFeature } from './feature';

/** Props of {@link PersonsStory}. */
export interface PersonsStoryProps {
  /** The address shown, e.g. '/account-cards/1/view'. */
  url: string;
  /** The fake's data and handlers (default: the demo data). */
  api?: TestApiOptions;
  /** A staff user holding these permissions; default the company account. */
  permissions?: PermissionName[];
}

/**
 * An account-cards page as the app shows it, for a story: signed in, over the fake API (one per story mount, slow
 * enough to see the loading states), at its address. Stories only.
 */
export function PersonsStory({ url, api = {}, permissions }: PersonsStoryProps) {
  return (
    <TestHarness
      fake={() => createTestApi({ latencyMs: 250, ...api })}
      {...(permissions ? { permissions } : {})}
    >
      <FeaturePages feature={personsFeature} url={url} />
    </TestHarness>
  );
}
