import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { comboboxMatches } from '../combobox';
import { moneyValue } from './money-field';
import { type DemoDeal, DemoDealForm } from './story-helpers';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const buyer = () => screen.getByRole('combobox', { name: /^المشتري/ });
const options = () => within(screen.getByRole('listbox', { name: /^المشتري/ })).getAllByRole('option');
const dateGroup = () => screen.getByRole('group', { name: /^تاريخ أول قسط/ });

function setup(currency: 'IQD' | 'USD' = 'IQD') {
  const user = userEvent.setup();
  const onSave = vi.fn<(values: DemoDeal) => void>();
  render(<DemoDealForm onSave={onSave} currency={currency} />);
  return { user, onSave };
}

async function pickDate(user: ReturnType<typeof userEvent.setup>) {
  const group = dateGroup();
  await user.selectOptions(within(group).getByLabelText('السنة'), '2026');
  await user.selectOptions(within(group).getByLabelText('الشهر'), 'آذار');
  await user.selectOptions(within(group).getByLabelText('اليوم'), '5');
}

describe('moneyValue', () => {
  it('reads Arabic-Indic and Eastern digits and separators as plain decimal text', () => {
    expect(moneyValue('١٢٬٥٠٠٬٠٠٠', 'IQD')).toBe('12500000');
    expect(moneyValue('۱,۲۵۰٫۵', 'USD')).toBe('1250.50');
    expect(moneyValue('  ', 'IQD')).toBeNull();
  });
  it('keeps text that is no amount of the currency, with the reason', () => {
    const kept = moneyValue('12.5', 'IQD');
    expect(kept).toMatchObject({ text: '12.5' });
    expect((kept as { message?: string }).message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('MoneyField, DateField, ComboboxField, SwitchField in a form', () => {
  it('sends an amount typed in Arabic-Indic digits, a yyyy-MM-dd date, the picked id and the switch', async () => {
    const { user, onSave } = setup();
    await user.type(field('السعر'), '١٢٬٥٠٠٬٠٠٠');
    expect(field('السعر')).toHaveValue('١٢٬٥٠٠٬٠٠٠');
    expect(field('السعر')).toHaveAttribute('inputmode', 'decimal');
    await pickDate(user);
    expect(within(dateGroup()).getByRole('status')).toHaveTextContent('2026 / 03 / 05');
    await user.type(buyer(), 'زينب{Enter}');
    expect(buyer()).toHaveValue('زينب كاظم — 07509998888');
    await user.click(screen.getByRole('switch', { name: 'عاجل' }));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      price: '12500000',
      firstDueDate: '2026-03-05',
      buyerId: 3,
      urgent: true,
    });
  });

  it('keeps an amount the currency cannot have and says why; nothing is sent', async () => {
    const { user, onSave } = setup();
    await user.type(field('السعر'), '١٢٫٥');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(field('السعر')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('السعر')).toHaveValue('١٢٫٥');
    expect(field('السعر')).toHaveAccessibleDescription(/[\u0600-\u06FF]/);
    expect(screen.getByText('تاريخ أول قسط مطلوب')).toBeInTheDocument();
    expect(screen.getByText('المشتري مطلوب')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('Combobox', () => {
  it('matches Arabic spelling variants and Arabic-Indic digits', () => {
    expect(comboboxMatches('أحمد علي — 07701234567', 'احمد ٠٧٧٠')).toBe(true);
    expect(comboboxMatches('بغداد 12345 أ', 'بغداد-١٢٣')).toBe(true);
    expect(comboboxMatches('زينب كاظم', 'علي')).toBe(false);
  });

  it('does not pick on Enter while several options match; arrows then Enter pick one', async () => {
    const { user } = setup();
    await user.type(buyer(), 'أحمد');
    expect(options()).toHaveLength(2);
    await user.keyboard('{Enter}');
    expect(buyer()).toHaveValue('أحمد');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(buyer()).toHaveAttribute('aria-activedescendant', options()[1]?.id);
    await user.keyboard('{Enter}');
    expect(buyer()).toHaveValue('احمد حسين — 07801112222');
    expect(buyer()).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks the only match on leaving the box; Escape undoes typing; emptying it picks nothing', async () => {
    const { user, onSave } = setup();
    await user.type(buyer(), '٠٧٥٠');
    await user.tab();
    expect(buyer()).toHaveValue('زينب كاظم — 07509998888');
    await user.clear(buyer());
    await user.type(buyer(), 'xyz');
    expect(screen.getByText('لا توجد نتائج')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(buyer()).toHaveValue('زينب كاظم — 07509998888');
    await user.clear(buyer());
    await user.tab();
    expect(buyer()).toHaveValue('');
    await user.type(field('السعر'), '1000');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('المشتري مطلوب')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says nothing was picked when the typed text matches no option, keeping it', async () => {
    const { user } = setup();
    await user.type(buyer(), 'محمد');
    await user.tab();
    expect(buyer()).toHaveValue('محمد');
    expect(buyer()).toHaveAccessibleDescription('لم يُختر شيء بعد: اختر من القائمة');
  });

  it('opens with ArrowDown and picks with the mouse', async () => {
    const { user } = setup();
    buyer().focus();
    await user.keyboard('{ArrowDown}');
    expect(options()).toHaveLength(3);
    await user.click(
      within(screen.getByRole('listbox', { name: /^المشتري/ })).getByRole('option', { name: /زينب/ }),
    );
    expect(buyer()).toHaveValue('زينب كاظم — 07509998888');
  });
});
