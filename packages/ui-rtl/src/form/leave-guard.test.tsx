import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../toaster';
import { FormDialog } from './form-dialog';
import { type LeaveGuard, LeaveGuardProvider, useLeaveGuardContext } from './leave-guard';
import { type DemoCar, DemoCarForm, demoCarSchema } from './story-helpers';
import { TextField } from './text-field';
import { useZodForm } from './use-zod-form';

vi.mock('../toaster', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../toaster')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const QUESTION = 'لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟';
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const seen: { guard?: LeaveGuard } = {};
function Probe() {
  seen.guard = useLeaveGuardContext();
  return null;
}

/** Renders `children` under a provider and hands back the page's guard, as the app's blocker sees it. */
function withGuard(children: ReactNode) {
  render(
    <LeaveGuardProvider>
      <Probe />
      {children}
    </LeaveGuardProvider>,
  );
  return () => seen.guard as LeaveGuard;
}

/** Whether the browser would ask before closing the tab now. */
function unloadIsHeld() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a form with unsaved changes holds the page', () => {
  it('holds it once a field changes, and asks the question before leaving', async () => {
    const user = userEvent.setup();
    const guard = withGuard(<DemoCarForm onSave={vi.fn()} />);
    expect(guard().hasChanges()).toBe(false);
    expect(unloadIsHeld()).toBe(false);
    await expect(guard().confirmLeave()).resolves.toBe(true);

    await user.type(field('ملاحظات'), 'زبون مهتم');
    expect(guard().hasChanges()).toBe(true);
    expect(unloadIsHeld()).toBe(true);

    // The question of the spec; staying keeps what was typed.
    let leave: Promise<boolean> = Promise.resolve(true);
    act(() => {
      leave = guard().confirmLeave();
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'البقاء' }));
    await expect(leave).resolves.toBe(false);
    expect(field('ملاحظات')).toHaveValue('زبون مهتم');

    act(() => {
      leave = guard().confirmLeave();
    });
    await user.click(await screen.findByRole('button', { name: 'متابعة' }));
    await expect(leave).resolves.toBe(true);
  });

  it('lets its own save leave, and is released by a successful save', async () => {
    const user = userEvent.setup();
    let heldDuringSave: boolean | undefined;
    const guard = withGuard(
      <DemoCarForm
        onSave={() => {
          heldDuringSave = guard().hasChanges();
        }}
      />,
    );
    await user.type(field('اسم السيارة'), 'كيا');
    await user.type(field('سنة الصنع'), '2020');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(heldDuringSave).toBe(false));
    await waitFor(() => expect(guard().hasChanges()).toBe(false));
    expect(unloadIsHeld()).toBe(false);

    // A new change after the save holds the page again.
    await user.type(field('ملاحظات'), 'x');
    expect(guard().hasChanges()).toBe(true);
  });

  it('stays held after a refused save: the changes are still not saved', async () => {
    const user = userEvent.setup();
    const guard = withGuard(<DemoCarForm onSave={vi.fn().mockRejectedValue({ message: 'مرفوض' })} />);
    await user.type(field('اسم السيارة'), 'كيا');
    await user.type(field('سنة الصنع'), '2020');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('مرفوض'));
    await waitFor(() => expect(guard().hasChanges()).toBe(true));
  });
});

function NameDialog({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const form = useZodForm(demoCarSchema, {
    defaultValues: { name: null, model: null, type: null, notes: null },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClosed();
      }}
      title="سيارة جديدة"
      form={form}
      submitLabel="حفظ"
    >
      <TextField<DemoCar> name="name" label="اسم السيارة" />
    </FormDialog>
  );
}

describe('a dialog with typed values', () => {
  it('asks before Escape or cancel drops them, and closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    withGuard(<NameDialog onClosed={onClosed} />);
    await user.type(field('اسم السيارة'), 'تويوتا');

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'البقاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClosed).not.toHaveBeenCalled();
    expect(field('اسم السيارة')).toHaveValue('تويوتا');

    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    await user.click(await screen.findByRole('button', { name: 'متابعة' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes without a question when nothing was typed', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    withGuard(<NameDialog onClosed={onClosed} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
