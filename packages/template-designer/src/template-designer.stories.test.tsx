import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import * as stories from './template-designer.stories';

const { WithImage, WithInlineImage, WithBackground, FieldsCollapsed, PrintConditions } =
  composeStories(stories);

afterEach(cleanup);

// The image stories double as fixtures: their play functions are the assertions.
describe('stories', () => {
  for (const [name, story] of Object.entries({
    WithImage,
    WithInlineImage,
    WithBackground,
    FieldsCollapsed,
    PrintConditions,
  })) {
    it(`${name} renders and passes its play function`, async () => {
      await story.run();
    });
  }
});
