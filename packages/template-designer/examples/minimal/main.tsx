// A host app of @cc/template-designer: the package's public entry and its stylesheet, nothing else of
// the workspace.
import '@cc/template-designer/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ExampleApp } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ExampleApp />
  </StrictMode>,
);
