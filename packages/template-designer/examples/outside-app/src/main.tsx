// The designer's stylesheet once: the design system it is built from (in a layer), the designer, and the
// printed sheet of the renderer.
import '@cc/template-designer/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
