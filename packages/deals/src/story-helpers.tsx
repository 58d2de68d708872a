import { FeatureStory, type FeatureStoryProps } from '@cc/resources/testing';
import { dealsFeature } from './feature';

/** A deals page as the app shows it, for a story ({@link FeatureStory}). Stories only. */
export function DealsStory(props: FeatureStoryProps) {
  return <FeatureStory feature={dealsFeature} {...props} />;
}
