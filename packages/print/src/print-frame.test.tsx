import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT as contract, PAYMENT as payment, printApi } from './test/print-demo';
import { PrintRoutes } from './test/print-routes';

/** The headings of level 1 on the page. */
const h1s = () => screen.queryAllByRole('heading', { level: 1 });

describe('PrintFrame landmarks', () => {
  beforeEach(() => {
    document.title = '';
  });

  it.each([`/print/${contract.id}/true`, `/print-receipt/${payment.id}`])(
    'gives %s one main landmark and exactly one h1 naming the document',
    async (path) => {
      render(<PrintRoutes fake={printApi()} path={path} />);
      await waitFor(() => expect(document.querySelector('.cc-print-sheet')).not.toBeNull(), {
        timeout: 10_000,
      });
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(h1s()).toHaveLength(1);
      // Named as the saved PDF is: the record's title.
      await waitFor(() => expect(document.title).not.toBe(''));
      expect(h1s()[0]!.textContent).toBe(document.title);
      expect(h1s()[0]!.textContent).not.toBe('طباعة');
      // The toolbar and the sheet are inside it.
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'طباعة' }));
    },
  );

  it('has its heading while the record loads', async () => {
    render(<PrintRoutes fake={printApi()} path={`/print/${contract.id}/true`} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'طباعة' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(h1s()).toHaveLength(1);
  });
});
