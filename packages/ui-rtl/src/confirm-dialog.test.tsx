import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { RtlProvider } from './rtl-provider';

const body = 'هل أنت متأكد أنك تريد حذف السيارة «كامري»؟ لا يمكن التراجع عن هذا الإجراء.';

function renderDialog(props: { busy?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <RtlProvider>
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="تأكيد الحذف"
        body={body}
        confirmLabel="نعم، احذف"
        cancelLabel="إلغاء"
        onConfirm={onConfirm}
        {...props}
      />
    </RtlProvider>,
  );
  return { onConfirm, onOpenChange };
}

describe('ConfirmDialog', () => {
  it('shows the title, the body and both buttons, laid out RTL', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'تأكيد الحذف' });
    expect(dialog).toHaveAccessibleDescription(body);
    expect(dialog).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'نعم، احذف' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });

  it('calls onConfirm on confirm', async () => {
    const { onConfirm, onOpenChange } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'نعم، احذف' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on cancel and on Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be confirmed twice or dismissed while busy', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'نعم، احذف' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog focus', () => {
  it('starts on cancel for a destructive confirmation', () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus();
  });
});
