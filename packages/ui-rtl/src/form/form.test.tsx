import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RowLinkProps } from '../router-link';
import { toast } from '../toaster';
import { parseNumberText } from './number-text';
import { DetailList } from './record-parts';
import { RowActions } from './row-actions';
import { type DemoCar, DemoCarForm } from './story-helpers';

vi.mock('../toaster', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../toaster')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

beforeEach(() => vi.mocked(toast.error).mockClear());

// Labels of required fields end with the '*' mark; match on the start.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const save = () => screen.getByRole('button', { name: 'حفظ' });

function setup(onSave = vi.fn<(values: DemoCar) => void | Promise<void>>(), record?: Partial<DemoCar>) {
  const user = userEvent.setup();
  render(<DemoCarForm onSave={onSave} {...(record ? { record } : {})} />);
  return { user, onSave };
}

describe('NumberField', () => {
  it('sends Arabic-Indic digits typed into it as a number', async () => {
    const { user, onSave } = setup();
    await user.type(field('اسم السيارة'), 'تويوتا كامري');
    await user.type(field('سنة الصنع'), '٢٠٢١');
    expect(field('سنة الصنع')).toHaveValue('٢٠٢١');
    expect(field('سنة الصنع')).toHaveAttribute('inputmode', 'numeric');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'تويوتا كامري', model: 2021, type: null, notes: null });
  });

  it('keeps text that is not a number and says so in Arabic, sending nothing', async () => {
    const { user, onSave } = setup();
    await user.type(field('اسم السيارة'), 'كيا');
    await user.type(field('سنة الصنع'), '٢٠ab');
    await user.click(save());
    expect(await screen.findByText('يرجى إدخال رقم صالح، مثل 2021 أو ٢٠٢١')).toBeInTheDocument();
    expect(field('سنة الصنع')).toHaveAccessibleDescription('يرجى إدخال رقم صالح، مثل 2021 أو ٢٠٢١');
    expect(field('سنة الصنع')).toHaveAttribute('aria-invalid', 'true');
    expect(field('سنة الصنع')).toHaveValue('٢٠ab');
    expect(onSave).not.toHaveBeenCalled();

    // Correcting it clears the message.
    await user.clear(field('سنة الصنع'));
    await user.type(field('سنة الصنع'), '۲۰۱۹');
    await waitFor(() => expect(field('سنة الصنع')).not.toHaveAttribute('aria-invalid'));
  });

  it('shows a loaded number as its text', () => {
    setup(vi.fn(), { name: 'هيونداي النترا', model: 2019 });
    expect(field('سنة الصنع')).toHaveValue('2019');
  });
});

describe('parseNumberText', () => {
  it('reads Latin, Arabic-Indic and Eastern digits with separators, and refuses the rest', () => {
    expect(parseNumberText('45000')).toEqual({ ok: true, value: 45000 });
    expect(parseNumberText('٤٥٬٠٠٠')).toEqual({ ok: true, value: 45000 });
    expect(parseNumberText('۴۵,۰۰۰')).toEqual({ ok: true, value: 45000 });
    expect(parseNumberText('١٢٫٥')).toEqual({ ok: true, value: 12.5 });
    expect(parseNumberText(' \u200F٧ ')).toEqual({ ok: true, value: 7 });
    expect(parseNumberText('')).toEqual({ ok: true, value: null });
    expect(parseNumberText('12,50')).toEqual({ ok: false });
    expect(parseNumberText('٤٥ ألف')).toEqual({ ok: false });
  });
});

describe('the form kit', () => {
  it('has labels, required marks, the hint and the native controls', () => {
    setup();
    expect(screen.getByText('الحقول المعلّمة بـ * مطلوبة')).toBeInTheDocument();
    expect(field('اسم السيارة')).toBeRequired();
    expect(field('النوع')).not.toBeRequired();
    expect(field('النوع').tagName).toBe('SELECT');
    expect(within(field('النوع')).getByRole('option', { name: 'اختر...' })).toBeInTheDocument();
    expect(field('ملاحظات').tagName).toBe('TEXTAREA');
    expect(field('سنة الصنع')).toHaveAccessibleDescription('تقبل الأرقام العربية ٠-٩');
  });

  it("shows the schema's messages under their fields, and typing clears one", async () => {
    const { user, onSave } = setup();
    await user.click(save());
    expect(field('اسم السيارة')).toHaveAccessibleDescription('اسم السيارة مطلوب');
    expect(field('سنة الصنع')).toHaveAccessibleDescription('سنة الصنع مطلوبة');
    expect(onSave).not.toHaveBeenCalled();
    await user.type(field('اسم السيارة'), 'كيا');
    await waitFor(() => expect(field('اسم السيارة')).not.toHaveAttribute('aria-invalid'));
  });

  it('stores a chosen option and empty text as null', async () => {
    const { user, onSave } = setup();
    await user.type(field('اسم السيارة'), '  نيسان صني ');
    await user.type(field('سنة الصنع'), '2020');
    await user.selectOptions(field('النوع'), 'SUV');
    await user.type(field('ملاحظات'), 'x');
    await user.clear(field('ملاحظات'));
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'نيسان صني', model: 2020, type: 'SUV', notes: null });
  });

  it("shows a server's field error under its field and its message on the form", async () => {
    const failure = {
      message: 'توجد سيارة أخرى بنفس رقم اللوحة أو رقم الشاصي',
      fieldErrors: [
        { field: 'name', message: 'اسم السيارة مستخدم' },
        { field: 'plateNumber', message: 'حقل ليس في النموذج' },
      ],
    };
    const { user } = setup(vi.fn().mockRejectedValue(failure));
    await user.type(field('اسم السيارة'), 'تويوتا كامري');
    await user.type(field('سنة الصنع'), '2021');
    await user.click(save());
    await waitFor(() => expect(field('اسم السيارة')).toHaveAccessibleDescription('اسم السيارة مستخدم'));
    expect(field('اسم السيارة')).toHaveAttribute('aria-invalid', 'true');
    expect(field('اسم السيارة')).toHaveFocus();
    expect(field('سنة الصنع')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('توجد سيارة أخرى بنفس رقم اللوحة أو رقم الشاصي')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByText('حقل ليس في النموذج')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts a refusal that no field explains, and shows it on the form', async () => {
    const message = 'لا يمكن تعديل سيارة مباعة أو قيد الدفع، التعديل متاح للسيارات غير المبيوعة فقط';
    const { user } = setup(vi.fn().mockRejectedValue({ message }), { name: 'تويوتا كامري', model: 2021 });
    await user.click(save());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});

const FakeLink = ({ to, children, ...rest }: RowLinkProps & { children?: ReactNode }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

describe('record parts', () => {
  it("keeps 'عرض' visible and puts only the given edit and delete in the row's menu", async () => {
    const onDelete = vi.fn();
    const { unmount } = render(
      <RowActions
        link={FakeLink}
        label="تويوتا كامري"
        viewTo="/car/1/view"
        editTo="/car/1/edit"
        onDelete={onDelete}
      />,
    );
    expect(screen.getByRole('link', { name: 'عرض' })).toHaveAttribute('href', '/car/1/view');
    await userEvent.click(screen.getByRole('button', { name: 'إجراءات تويوتا كامري' }));
    expect(await screen.findByRole('menuitem', { name: 'تعديل' })).toHaveAttribute('href', '/car/1/edit');
    await userEvent.click(screen.getByRole('menuitem', { name: 'حذف' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    unmount();
    render(<RowActions link={FakeLink} viewTo="/car/2/view" />);
    expect(screen.getByRole('link', { name: 'عرض' })).toBeInTheDocument();
    // Nothing else to offer: no menu at all.
    expect(screen.queryByRole('button', { name: /^إجراءات/ })).toBeNull();
  });

  it("marks a record's missing values 'غير متوفر'", () => {
    render(
      <DetailList
        items={[
          { label: 'اللون', value: 'أبيض' },
          { label: 'ملاحظات', value: null },
        ]}
      />,
    );
    expect(screen.getByText('ملاحظات').nextElementSibling).toHaveTextContent('غير متوفر');
    expect(screen.getByText('اللون').nextElementSibling).toHaveTextContent('أبيض');
  });
});
