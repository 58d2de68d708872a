import { createTestApi, type TestApiOptions, TestResources } from '@cc/resources/testing';
import { type ReactNode, useState } from 'react';

/**
 * A story's data layer: one fake API per story mount (demo data, answers after 250 ms so the loading
 * states show). Stories only; not exported from the package.
 */
export function StoryApi({ options, children }: { options?: TestApiOptions; children: ReactNode }) {
  const [fake] = useState(() => createTestApi({ latencyMs: 250, ...options }));
  return <TestResources fake={fake}>{children}</TestResources>;
}
