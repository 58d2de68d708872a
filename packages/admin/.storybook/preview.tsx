import { RtlProvider } from '@cc/ui-rtl';
import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { rtlPreview } from '../../../tooling/config/storybook-preview';
import '@cc/ui-rtl/styles.css';
import '../src/styles.css';

const preview: Preview = rtlPreview({ createElement, RtlProvider });

export default preview;
