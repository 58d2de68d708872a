import { RtlProvider, Toaster } from '@cc/ui-rtl';
import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { rtlPreview } from '../../../tooling/config/storybook-preview';
import '@cc/ui-rtl/styles.css';
import '@cc/data-table/styles.css';
import '../src/styles.css';

const preview: Preview = rtlPreview({ createElement, RtlProvider, Router: MemoryRouter, after: [Toaster] });

export default preview;
