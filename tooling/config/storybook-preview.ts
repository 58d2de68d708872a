// The Storybook preview every UI package shares: right-to-left Arabic, as in the product. tooling/ has no
// node_modules, so this file has no JSX and imports nothing: a package's .storybook/preview.tsx imports
// the stylesheets (the Cairo fonts come with @cc/ui-rtl's) and passes React's createElement and the
// components, then types the result with its own Preview:
//   const preview: Preview = rtlPreview({ createElement, RtlProvider, Router: MemoryRouter });

export interface RtlPreviewOptions<Element> {
  /** React's createElement (a method here, so that its overloads fit). */
  createElement(type: unknown, props: object | null, ...children: unknown[]): Element;
  /** @cc/ui-rtl's RtlProvider. */
  RtlProvider: unknown;
  /** Wraps every story: screens that use react-router links pass MemoryRouter. */
  Router?: unknown;
  /** Rendered after each story, e.g. the Toaster for stories that toast. */
  after?: unknown[];
  layout?: 'padded' | 'fullscreen' | 'centered';
}

export function rtlPreview<Element>(options: RtlPreviewOptions<Element>) {
  const { RtlProvider, Router, after = [], layout = 'padded' } = options;
  const h = options.createElement;
  // The product sets dir/lang on <html>; do the same so portals (dialogs, toasts, popovers) are RTL too.
  document.documentElement.dir = 'rtl';
  document.documentElement.lang = 'ar';
  return {
    parameters: { layout },
    decorators: [
      (Story: unknown) => {
        const story = h(
          RtlProvider,
          null,
          h('div', { dir: 'rtl', lang: 'ar' }, h(Story, null), ...after.map((extra) => h(extra, null))),
        );
        return Router ? h(Router, null, story) : story;
      },
    ],
  };
}
