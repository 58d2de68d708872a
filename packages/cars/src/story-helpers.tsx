import type { PermissionName } from '@cc/contracts';
import { createTestApi, FeaturePages, type TestApiOptions, TestHarness } from '@cc/resources/testing';
import { carsFeature } from './feature';

/** Props of {@link CarsStory}. */
export interface CarsStoryProps {
  /** The address shown, e.g. '/car/1/view'. */
  url: string;
  /** The fake's data and handlers (default: the demo data). */
  api?: TestApiOptions;
  /** A staff user holding these permissions; default the company account. */
  permissions?: PermissionName[];
}

/**
 * A cars page as the app shows it, for a story: signed in, over the fake API (one per story mount, slow
 * enough to see the loading states), at its address. Stories only.
 */
export function CarsStory({ url, api = {}, permissions }: CarsStoryProps) {
  return (
    <TestHarness
      fake={() => createTestApi({ latencyMs: 250, ...api })}
      {...(permissions ? { permissions } : {})}
    >
      <FeaturePages feature={carsFeature} url={url} />
    </TestHarness>
  );
}
