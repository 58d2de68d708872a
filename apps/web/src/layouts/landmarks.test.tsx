import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoUser, renderApp, setScreenWidth } from '../test/render';

afterEach(() => setScreenWidth(1280));

const h1s = () => screen.queryAllByRole('heading', { level: 1 });

describe('Every page', () => {
  it.each<[string, DemoUser]>([
    ['/', 'company'],
    ['/cars', 'company'],
    ['/new-car', 'company'],
    ['/account-cards', 'company'],
    ['/contracts', 'company'],
    ['/new-contract', 'company'],
    ['/installments', 'company'],
    ['/payments', 'company'],
    ['/clearance', 'company'],
    ['/notifications', 'company'],
    ['/users', 'company'],
    ['/roles', 'company'],
    ['/settings', 'company'],
    ['/profile', 'sales'],
    ['/adminDashboard', 'superadmin'],
    ['/print/5/true', 'sales'],
    ['/print-receipt/31', 'accountant'],
  ])('%s (as %s) has one main landmark and exactly one h1', async (path, who) => {
    setScreenWidth(1280);
    renderApp([path], who);
    await waitFor(() => expect(h1s().length).toBeGreaterThan(0), { timeout: 10_000 });
    // Late parts (a section, a list's answer) may add headings: look again a moment later.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(h1s()).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('The skip link', () => {
  it.each([1280, 390])(
    'is the first stop of the keyboard at %i px and takes the focus to the page',
    async (width) => {
      setScreenWidth(width);
      const user = userEvent.setup();
      renderApp(['/profile'], 'sales');
      await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' });
      await user.tab();
      const skip = screen.getByRole('link', { name: 'تخطَّ إلى المحتوى' });
      expect(skip).toHaveFocus();
      await user.keyboard('{Enter}');
      const main = screen.getByRole('main');
      expect(main).toHaveFocus();
      expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'الملف الشخصي' }));
    },
  );
});
