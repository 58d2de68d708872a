import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './action-menu';
import { IconEye } from './icons';
import type { MenuActions } from './menu-action';
import type { RowLinkProps } from './router-link';
import { RtlProvider } from './rtl-provider';

const FakeLink = ({ to, children, ...rest }: RowLinkProps & { children?: ReactNode }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

function renderMenu(actions: MenuActions, label?: string) {
  return render(
    <RtlProvider>
      <ActionMenu link={FakeLink} label={label} actions={actions} />
    </RtlProvider>,
  );
}

describe('ActionMenu', () => {
  it('names its trigger after the row and lists the set actions as menu items, the primary one outside', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    renderMenu(
      [
        { label: 'عرض', to: '/car/1/view', icon: <IconEye />, primary: true },
        { label: 'تعديل', to: '/car/1/edit' },
        false,
        { label: 'حذف', onSelect: onDelete, tone: 'danger' },
      ],
      'تويوتا كامري',
    );
    expect(screen.getByRole('link', { name: 'عرض' })).toHaveAttribute('href', '/car/1/view');
    const trigger = screen.getByRole('button', { name: 'إجراءات تويوتا كامري' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'إجراءات تويوتا كامري' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['تعديل', 'حذف']);
    expect(items[0]).toHaveAttribute('href', '/car/1/edit');
    expect(items[1]).toHaveAttribute('data-tone', 'danger');
    await user.click(items[1]!);
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens from the keyboard, moves with the arrows, chooses with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    const onPassword = vi.fn();
    renderMenu([
      { label: 'تغيير كلمة المرور', onSelect: onPassword },
      { label: 'إيقاف', onSelect: vi.fn(), tone: 'danger' },
    ]);
    // The plain trigger until the menu first opens, then Radix's: find it afresh.
    const trigger = () => screen.getByRole('button', { name: 'إجراءات' });
    trigger().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'تغيير كلمة المرور' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'إيقاف' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'تغيير كلمة المرور' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onPassword).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a row with no action, and no menu when only the primary action is set', () => {
    const { container, unmount } = renderMenu([false, null, undefined]);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderMenu([{ label: 'عرض', to: '/x', icon: <IconEye />, primary: true }], 'س');
    expect(screen.getByRole('link', { name: 'عرض' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إجراءات س' })).toBeNull();
  });
});
