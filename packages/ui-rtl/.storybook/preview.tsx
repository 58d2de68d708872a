import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { rtlPreview } from '../../../tooling/config/storybook-preview';
import { RtlProvider } from '../src/rtl-provider';
import '../src/styles.css';

const preview: Preview = rtlPreview({ createElement, RtlProvider });

export default preview;
