import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { RtlProvider } from './rtl-provider';

const body = 'هل أنت متأكد أنك تريد حذف السيارة «كامري»؟ لا يمكن التراجع عن هذا الإجراء.';

/** Renders an open dialog and waits for it (the dialog itself loads on first opening). */
async function renderDialog(props: { busy?: boolean } = {}) {
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
  await screen.findByRole('alertdialog');
  return { onConfirm, onOpenChange };
}

describe('ConfirmDialog', () => {
  it('shows the title, the body and both buttons, laid out RTL', async () => {
    await renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'تأكيد الحذف' });
    expect(dialog).toHaveAccessibleDescription(body);
    expect(dialog).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'نعم، احذف' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });

  it('calls onConfirm on confirm', async () => {
    const { onConfirm, onOpenChange } = await renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'نعم، احذف' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on cancel and on Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be confirmed twice or dismissed while busy', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = await renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'نعم، احذف' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog before and after its first opening', () => {
  it('renders nothing while closed, then opens and closes again', async () => {
    const props = {
      onOpenChange: () => undefined,
      title: 'تأكيد الحذف',
      body,
      confirmLabel: 'نعم، احذف',
      cancelLabel: 'إلغاء',
      onConfirm: () => undefined,
    };
    const { rerender } = render(
      <RtlProvider>
        <ConfirmDialog open={false} {...props} />
      </RtlProvider>,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(body)).toBeNull();
    rerender(
      <RtlProvider>
        <ConfirmDialog open {...props} />
      </RtlProvider>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'تأكيد الحذف' })).toBeInTheDocument();
    rerender(
      <RtlProvider>
        <ConfirmDialog open={false} {...props} />
      </RtlProvider>,
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('ConfirmDialog focus', () => {
  it('starts on cancel for a destructive confirmation', async () => {
    await renderDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus());
  });
});
