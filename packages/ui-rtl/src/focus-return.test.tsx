import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionMenu } from './action-menu';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { RtlProvider } from './rtl-provider';

/** A row's menu whose 'حذف' asks a confirmation and whose 'تعديل' opens a dialog, as the screens do. */
function RowWithDialogs() {
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <RtlProvider>
      <ActionMenu
        label="تويوتا كامري"
        actions={[
          { label: 'تعديل', onSelect: () => setEditing(true) },
          { label: 'حذف', onSelect: () => setConfirming(true), tone: 'danger' },
        ]}
      />
      <Button onClick={() => setConfirming(true)}>حذف الكل</Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="تأكيد الحذف"
        body="هل أنت متأكد؟"
        confirmLabel="نعم، احذف"
        cancelLabel="إلغاء"
        onConfirm={() => setConfirming(false)}
      />
      <Dialog open={editing} onOpenChange={setEditing} title="تعديل السيارة">
        <input aria-label="الاسم" />
      </Dialog>
    </RtlProvider>
  );
}

const trigger = () => screen.getByRole('button', { name: 'إجراءات تويوتا كامري' });

describe('Focus after a dialog closes', () => {
  it('goes back to the button that opened a confirmation', async () => {
    const user = userEvent.setup();
    render(<RowWithDialogs />);
    await user.click(screen.getByRole('button', { name: 'حذف الكل' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تأكيد الحذف' });
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'حذف الكل' })).toHaveFocus());
  });

  it.each([
    ['حذف', 'alertdialog', 'إلغاء'],
    ['تعديل', 'dialog', 'إغلاق'],
  ] as const)(
    "goes back to the row's menu button after '%s' chosen in the menu opened a %s",
    async (item, role, close) => {
      const user = userEvent.setup();
      render(<RowWithDialogs />);
      await user.click(trigger());
      await user.click(await screen.findByRole('menuitem', { name: item }));
      const dialog = await screen.findByRole(role);
      await user.click(screen.getByRole('button', { name: close }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(trigger()).toHaveFocus());
    },
  );

  it('does so from the keyboard too (Enter on the item, Escape in the dialog)', async () => {
    const user = userEvent.setup();
    render(<RowWithDialogs />);
    trigger().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'تعديل' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'تعديل السيارة' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
  });
});
