import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { checkedSchema } from './checked-schema';
import { DateInput } from './date-input';
import { schemaTextLimit } from './field-limits';
import { Form } from './form';
import { TextAreaField } from './text-area-field';
import { useZodForm } from './use-zod-form';

function BoundedDate({
  initial,
  onChange,
}: {
  initial: string | null;
  onChange?: (v: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="تاريخ العقد"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      min="2000-01-01"
      max="2027-11-24"
    />
  );
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent)
    .filter((t) => t !== '—');

describe('DateInput with the dates its rule accepts', () => {
  it('offers only the years, months and days between min and max, with an Arabic placeholder', async () => {
    const user = userEvent.setup();
    render(<BoundedDate initial={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('سنة / شهر / يوم');
    const years = optionsOf('السنة');
    expect(years[0]).toBe('2027');
    expect(years.at(-1)).toBe('2000');
    expect(years).not.toContain('1999');
    expect(years).not.toContain('2028');

    await user.selectOptions(screen.getByLabelText('السنة'), '2027');
    // November is the last month of 2027 offered, the 24th its last day.
    expect(optionsOf('الشهر').at(-1)).toBe('تشرين الثاني');
    await user.selectOptions(screen.getByLabelText('الشهر'), 'تشرين الثاني');
    expect(optionsOf('اليوم').at(-1)).toBe('24');
  });

  it('never sets a date past its bounds, and disables a quick pick that would', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<BoundedDate initial="2027-10-30" onChange={onChange} />);
    expect(screen.getByRole('button', { name: '+ سنة' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '+ 3 أشهر' })).toBeDisabled();
    // November 30th is past the bounds: the date stops at their last day.
    await user.selectOptions(screen.getByLabelText('الشهر'), 'تشرين الثاني');
    expect(onChange).toHaveBeenLastCalledWith('2027-11-24');
  });
});

interface Note {
  note: string | null;
}

/** A zod-v4-shaped object schema whose `note` is a nullable string of at most 10 characters. */
const noteSchema = {
  _zod: {
    def: {
      type: 'object',
      shape: {
        note: {
          _zod: {
            def: { type: 'nullable', innerType: { _zod: { def: { type: 'string' }, bag: { maximum: 10 } } } },
          },
        },
      },
    },
  },
};

function NoteForm() {
  const form = useZodForm(
    checkedSchema<Note, Note>((values) => ({ ok: true, value: values }), noteSchema),
    { defaultValues: { note: null } },
  );
  return (
    <Form form={form} onSubmit={() => undefined}>
      <TextAreaField<Note> name="note" label="ملاحظة" />
    </Form>
  );
}

describe('a text field and its limit', () => {
  it("reads the schema's .max() through wrappers", () => {
    expect(schemaTextLimit(noteSchema, 'note')).toBe(10);
    expect(schemaTextLimit(noteSchema, 'other')).toBeUndefined();
    expect(schemaTextLimit(undefined, 'note')).toBeUndefined();
  });

  it('takes it as maxLength and shows a counter from 80 % of it', async () => {
    const user = userEvent.setup();
    render(<NoteForm />);
    const note = screen.getByLabelText('ملاحظة');
    expect(note).toHaveAttribute('maxlength', '10');
    await user.type(note, 'abcdefg');
    expect(screen.queryByText('7 / 10')).toBeNull();
    await user.type(note, 'h');
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription('8 / 10');
    await user.type(note, 'ijklm');
    expect(note).toHaveValue('abcdefghij');
    expect(screen.getByText('10 / 10').closest('p')).toHaveAttribute('data-full');
  });
});
