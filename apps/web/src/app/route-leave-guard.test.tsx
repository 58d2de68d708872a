import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';

// The designer is a library of its own: here only its promise matters (it says when it holds unsaved work).
vi.mock('@cc/template-designer', () => ({
  TemplateDesigner: ({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) => (
    <button type="button" onClick={() => onDirtyChange?.(true)}>
      عنصر غير محفوظ
    </button>
  ),
}));
vi.mock('@cc/template-designer/styles.css', () => ({}));

const QUESTION = 'لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟';
const nav = () => screen.getByRole('navigation', { name: /القائمة/ });

describe('leaving a page with unsaved changes', () => {
  it('asks before a side-menu link leaves a typed form; staying keeps the values', async () => {
    const user = userEvent.setup();
    const { history } = renderApp(['/new-car'], 'sales');
    const name = await screen.findByLabelText(/^اسم السيارة/);
    await user.type(name, 'تويوتا كامري');

    await user.click(within(nav()).getByRole('link', { name: 'السيارات' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'البقاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(history.location.pathname).toBe('/new-car');
    expect(screen.getByLabelText(/^اسم السيارة/)).toHaveValue('تويوتا كامري');

    await user.click(within(nav()).getByRole('link', { name: 'السيارات' }));
    await user.click(await screen.findByRole('button', { name: 'متابعة' }));
    await waitFor(() => expect(history.location.pathname).toBe('/cars'));
  });

  it('leaves an untouched form without a question', async () => {
    const user = userEvent.setup();
    const { history } = renderApp(['/new-car'], 'sales');
    await screen.findByLabelText(/^اسم السيارة/);
    await user.click(within(nav()).getByRole('link', { name: 'السيارات' }));
    await waitFor(() => expect(history.location.pathname).toBe('/cars'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before the back button leaves a typed form', async () => {
    const user = userEvent.setup();
    const { history } = renderApp(['/cars', '/new-car'], 'sales');
    await user.type(await screen.findByLabelText(/^اسم السيارة/), 'كيا');
    history.go(-1);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'البقاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(history.location.pathname).toBe('/new-car');
  });

  it('holds the settings page while the designer has an unsaved item: another section or a link asks', async () => {
    const user = userEvent.setup();
    const { history } = renderApp(['/settings'], 'company');
    await user.click(await screen.findByRole('button', { name: 'تصميم طباعة العقد' }));
    await user.click(await screen.findByRole('button', { name: 'عنصر غير محفوظ' }));

    await user.click(screen.getByRole('button', { name: 'الفروع' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'البقاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'تصميم طباعة العقد' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'عنصر غير محفوظ' })).toBeInTheDocument();

    await user.click(within(nav()).getAllByRole('link')[0] as HTMLElement);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'البقاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(history.location.pathname).toBe('/settings');

    await user.click(screen.getByRole('button', { name: 'الفروع' }));
    await user.click(await screen.findByRole('button', { name: 'متابعة' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'الفروع' })).toHaveAttribute('aria-current', 'page'),
    );
  });
});
