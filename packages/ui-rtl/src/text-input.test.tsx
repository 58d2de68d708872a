import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './text-input';

function Controlled({ onClear }: { onClear: () => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="بحث"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onClear={() => {
        onClear();
        setValue('');
      }}
    />
  );
}

/** Presses 'مسح' on the 'بحث' field: onClear runs once, the field empties and the button goes. */
async function pressClear(user: ReturnType<typeof userEvent.setup>, onClear: () => void) {
  await user.click(screen.getByRole('button', { name: 'مسح' }));
  expect(onClear).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('بحث')).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'مسح' })).toBeNull();
}

describe('TextInput', () => {
  it('links the label to the input', () => {
    render(<TextInput label="الاسم بالعربية" />);
    expect(screen.getByLabelText('الاسم بالعربية')).toBeInstanceOf(HTMLInputElement);
  });

  it('shows the error under the field and marks the input invalid', () => {
    render(<TextInput label="الوصف" error="هذا الحقل مطلوب" />);
    const input = screen.getByLabelText('الوصف');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('هذا الحقل مطلوب');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('هذا الحقل مطلوب');
  });

  it('is not marked invalid without an error', () => {
    render(<TextInput label="الوصف" />);
    expect(screen.getByLabelText('الوصف')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the 'مسح' button only when there is a value, and it calls onClear", async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<Controlled onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'مسح' })).toBeNull();

    await user.type(screen.getByLabelText('بحث'), 'كامري');
    await pressClear(user, onClear);
  });

  it('clears an uncontrolled input too', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<TextInput label="بحث" defaultValue="abc" onClear={onClear} />);
    await pressClear(user, onClear);
  });

  it('does not let the mouse wheel change a focused number input', async () => {
    const user = userEvent.setup();
    render(<TextInput label="عدد الركاب" type="number" defaultValue="5" />);
    const input = screen.getByLabelText('عدد الركاب');
    await user.click(input);
    // fireEvent returns false when a listener called preventDefault (the browser's step is cancelled).
    expect(fireEvent.wheel(input, { deltaY: -100 })).toBe(false);
    expect(input).toHaveValue(5);
  });

  it('leaves the wheel alone on text inputs (the page keeps scrolling)', () => {
    render(<TextInput label="الاسم" />);
    const input = screen.getByLabelText('الاسم');
    input.focus();
    expect(fireEvent.wheel(input, { deltaY: 100 })).toBe(true);
  });

  it('forwards the ref to the input', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextInput ref={ref} label="الاسم" />);
    expect(ref.current).toBe(screen.getByLabelText('الاسم'));
  });
});
