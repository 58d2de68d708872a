import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

function Harness({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      checked={checked}
      onCheckedChange={(next) => {
        onChange(next);
        setChecked(next);
      }}
      label={checked ? 'تفعيل الكل' : 'تعطيل الكل'}
    />
  );
}

describe('Switch', () => {
  it('toggles and reports its checked state', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'تعطيل الكل' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('switch', { name: 'تفعيل الكل' })).toBeChecked();

    await user.click(screen.getByText('تفعيل الكل'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    render(<Switch checked onCheckedChange={onChange} label="تفعيل الكل" disabled />);
    await userEvent.setup().click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works inside a form', () => {
    render(
      <form>
        <Switch checked onCheckedChange={() => {}} label="تفعيل الكل" name="all" />
      </form>,
    );
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
