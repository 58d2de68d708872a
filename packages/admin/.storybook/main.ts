import type { StorybookConfig } from '@storybook/react-vite';
import { storybookMain } from '../../../tooling/config/storybook-main';

const config: StorybookConfig = storybookMain();

export default config;
