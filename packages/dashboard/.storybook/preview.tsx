import { RtlProvider } from '@cc/ui-rtl';
import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { rtlPreview } from '../../../tooling/config/storybook-preview';
import '@cc/ui-rtl/styles.css';
import '@cc/data-table/styles.css';
import '@cc/business/styles.css';
import '../src/styles.css';

// Each story mounts the feature's pages in their own memory router, signed in over the fake API
// (TestHarness and FeaturePages of @cc/resources/testing, with the toaster): no router here.
const preview: Preview = rtlPreview({ createElement, RtlProvider });

export default preview;
