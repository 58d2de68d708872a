import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import * as stories from './template-sheet.stories';

const { PrintedContract, AnyRecord } = composeStories(stories);

afterEach(cleanup);

describe('renderer stories', () => {
  for (const [name, story] of Object.entries({ PrintedContract, AnyRecord })) {
    it(`${name} renders and passes its play function`, async () => {
      await story.run();
    });
  }
});
