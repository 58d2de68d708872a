import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CLEARANCE_FIELDS, DESIGNER_FIELDS, NOTE_FIELDS, RECEIPT_FIELDS, STATEMENT_FIELDS } from './fields';
import { DESIGNER_MESSAGES as M } from './messages';
import { TemplateDesigner, type TemplateDesignerProps } from './template-designer';
import {
  createMemoryDataSource,
  DEMO_TEMPLATES,
  type MemoryDataSourceOptions,
} from './test/memory-data-source';

const company = {
  id: 1001,
  name: 'عقدي',
  kind: 'CONTRACT' as const,
  system: false,
  imageKey: null,
  updatedAt: '2025-03-01T00:00:00.000Z',
  fields: [],
};

function renderDesigner(options: MemoryDataSourceOptions = {}, props: Partial<TemplateDesignerProps> = {}) {
  const dataSource = createMemoryDataSource({ templates: [...DEMO_TEMPLATES, company], ...options });
  const notify = vi.fn();
  const confirm = vi.fn(async (_message: string, _options?: unknown) => true);
  const onDirtyChange = vi.fn();
  const utils = render(
    <TemplateDesigner
      dataSource={dataSource}
      notify={notify}
      confirm={confirm}
      onDirtyChange={onDirtyChange}
      {...props}
    />,
  );
  const page = () => screen.getByTestId('designer-page');
  const items = () => page().querySelectorAll('.cc-designer-item');
  const sideList = () => screen.getByRole('list', { name: M.fieldsSubtitle });
  return { ...utils, dataSource, notify, confirm, onDirtyChange, page, items, sideList };
}

const loaded = () => waitFor(() => expect(screen.queryByText(M.loading)).not.toBeInTheDocument());

/** The designer opened, loaded, on a company template of its own kind (a receipt, a clearance). */
async function openOwnTemplate(own: { id: number; name: string; kind: 'RECEIPT' | 'CLEARANCE' }) {
  const view = renderDesigner(
    { templates: [...DEMO_TEMPLATES, { ...company, ...own }] },
    { initialTemplateId: own.id },
  );
  await loaded();
  return view;
}

describe('TemplateDesigner', () => {
  it('shows the lock overlay when no template can be loaded', async () => {
    renderDesigner({ templates: [] });
    expect(await screen.findByText(M.lockOverlay)).toBeInTheDocument();
  });

  it('shows the toolbar, the dropdown and the side panel texts', async () => {
    renderDesigner();
    await loaded();
    for (const text of [
      M.save,
      M.clearFields,
      M.deleteAll,
      M.replaceImage,
      M.addImage,
      M.newTemplate,
      M.deleteTemplate,
    ])
      expect(screen.getByRole('button', { name: text })).toBeInTheDocument();
    expect(screen.getByLabelText(M.fontSize)).toBeInTheDocument();
    expect(screen.getByLabelText(M.color)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: M.showGrid })).toBeChecked();
    expect(screen.getByRole('combobox', { name: M.chooseTemplate })).toHaveValue('1001');
    expect(screen.getByRole('heading', { name: 'Available Fields' })).toBeInTheDocument();
    expect(screen.queryByText(M.lockOverlay)).not.toBeInTheDocument();
  });

  it('lists every base and extra field with its Arabic label', async () => {
    const { sideList } = renderDesigner();
    await loaded();
    expect(within(sideList()).getAllByRole('button')).toHaveLength(
      DESIGNER_FIELDS.length -
        RECEIPT_FIELDS.length -
        CLEARANCE_FIELDS.length -
        STATEMENT_FIELDS.length -
        NOTE_FIELDS.length,
    );
    expect(within(sideList()).getByText('اسم المشتري')).toBeInTheDocument();
    expect(within(sideList()).getByText('جدول الأقساط')).toBeInTheDocument();
    expect(within(sideList()).getByText('شعار الشركة')).toBeInTheDocument();
    // A receipt's own figures belong to receipt templates only.
    expect(within(sideList()).queryByText('رقم الوصل')).not.toBeInTheDocument();
  });

  it("offers a receipt's own fields while a receipt template is open", async () => {
    const { sideList } = await openOwnTemplate({ id: 1002, name: 'وصلي', kind: 'RECEIPT' });
    await within(sideList()).findByText('رقم الوصل');
    expect(within(sideList()).getByText('المبلغ المقبوض كتابةً')).toBeInTheDocument();
    expect(within(sideList()).getAllByRole('button')).toHaveLength(
      DESIGNER_FIELDS.length - CLEARANCE_FIELDS.length - STATEMENT_FIELDS.length - NOTE_FIELDS.length,
    );
  });

  it("offers a clearance's own fields while a clearance template is open", async () => {
    const { sideList } = await openOwnTemplate({ id: 1003, name: 'براءتي', kind: 'CLEARANCE' });
    await waitFor(() => expect(within(sideList()).queryByText('رقم الوصل')).not.toBeInTheDocument());
    expect(within(sideList()).getByText('مُصدر البراءة')).toBeInTheDocument();
  });

  it("hides 'حذف' and 'حذف الكل' on a system template", async () => {
    renderDesigner({}, { initialTemplateId: 2 });
    await loaded();
    await screen.findByText(M.systemHint);
    expect(screen.queryByRole('button', { name: M.deleteAll })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.deleteTemplate })).not.toBeInTheDocument();
  });

  it('adds an empty, selected text item on double-click and becomes dirty', async () => {
    const { page, items, onDirtyChange } = renderDesigner();
    await loaded();
    fireEvent.doubleClick(page(), { clientX: 100, clientY: 100 });
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveAttribute('data-kind', 'TEXT');
    expect(items()[0]).toHaveAttribute('data-selected');
    expect(within(items()[0] as HTMLElement).getByRole('textbox')).toHaveValue('');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
  });

  it('shrinks the side list when a field is placed and grows it back when removed', async () => {
    const { page, items, sideList } = renderDesigner();
    await loaded();
    const before = within(sideList()).getAllByRole('button').length;
    const data = new Map<string, string>();
    const dataTransfer = {
      types: ['application/x-cc-template-field'],
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(within(sideList()).getByText('رقم اللوحة'), { dataTransfer });
    fireEvent.dragOver(page(), { dataTransfer });
    fireEvent.drop(page(), { dataTransfer, clientX: 200, clientY: 300 });
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('رقم اللوحة');
    expect(within(sideList()).queryByText('رقم اللوحة')).not.toBeInTheDocument();
    expect(within(sideList()).getAllByRole('button')).toHaveLength(before - 1);

    fireEvent.click(screen.getByRole('button', { name: M.removeItem }));
    expect(items()).toHaveLength(0);
    expect(within(sideList()).getByText('رقم اللوحة')).toBeInTheDocument();
    expect(within(sideList()).getAllByRole('button')).toHaveLength(before);
  });

  it('field items are read-only', async () => {
    const { items, sideList } = renderDesigner();
    await loaded();
    await userEvent.click(within(sideList()).getByText('اسم البائع'));
    expect(items()).toHaveLength(1);
    expect(within(items()[0] as HTMLElement).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('removes the selected item with Delete, but not while typing in an input', async () => {
    const user = userEvent.setup();
    const { items, sideList } = renderDesigner();
    await loaded();
    await user.click(within(sideList()).getByText('اسم البائع'));
    expect(items()).toHaveLength(1);

    await user.click(screen.getByLabelText(M.fontSize));
    await user.keyboard('{Backspace}{Delete}');
    expect(items()).toHaveLength(1);

    (items()[0] as HTMLElement).focus();
    await user.keyboard('{Delete}');
    expect(items()).toHaveLength(0);
    expect(within(sideList()).getByText('اسم البائع')).toBeInTheDocument();
  });

  it("sets when the selected item prints ('يُطبع'), saves it as showIf, and undoes it", async () => {
    const user = userEvent.setup();
    const { sideList, dataSource, notify } = renderDesigner({}, { initialTemplateId: 1001 });
    await loaded();
    const condition = () => screen.getByRole('combobox', { name: M.showIf }) as HTMLSelectElement;
    // Nothing selected: nothing to set.
    expect(condition()).toBeDisabled();
    await user.click(within(sideList()).getByText('اسم الكفيل'));
    expect(condition()).toBeEnabled();
    expect(condition().value).toBe('');
    expect(
      within(condition())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      M.showIfOptions.ALWAYS,
      M.showIfOptions.INSTALLMENTS,
      M.showIfOptions.CASH,
      M.showIfOptions.GUARANTOR,
    ]);
    await user.selectOptions(condition(), M.showIfOptions.GUARANTOR);
    expect(condition().value).toBe('GUARANTOR');
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: M.saved }));
    const saved = () => dataSource.templates.find((t) => t.id === 1001)!.fields;
    expect(saved()).toMatchObject([{ kind: 'FIELD', fieldId: 'guarantor.fullName', showIf: 'GUARANTOR' }]);

    // Back to 'دائماً' (Ctrl+Z undoes it, Ctrl+Shift+Z redoes it): the saved item has no condition.
    await user.selectOptions(condition(), M.showIfOptions.ALWAYS);
    (document.querySelector('.cc-designer-item') as HTMLElement).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(condition().value).toBe('GUARANTOR');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(condition().value).toBe('');
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(saved()[0]).not.toHaveProperty('showIf'));
  });

  it('moves the selected item one grid step per arrow and undoes with Ctrl+Z', async () => {
    const user = userEvent.setup();
    const { items, page } = renderDesigner();
    await loaded();
    fireEvent.doubleClick(page(), { clientX: 80, clientY: 80 });
    const item = () => items()[0] as HTMLElement;
    item().focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(item().style.insetInlineStart).toBe('88px');
    expect(item().style.insetBlockStart).toBe('88px');
    await user.keyboard('{Control>}z{/Control}');
    expect(item().style.insetBlockStart).toBe('80px');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(item().style.insetBlockStart).toBe('88px');
  });

  it("says 'لا توجد تغييرات للحفظ' when saving without changes", async () => {
    const { notify, dataSource } = renderDesigner();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: M.save }));
    expect(notify).toHaveBeenCalledWith({ type: 'info', message: M.nothingToSave });
    expect(dataSource.calls.map((c) => c.method)).not.toContain('updateTemplate');
  });

  it("asks before '+ جديد' when dirty, then creates the template from the name modal", async () => {
    const user = userEvent.setup();
    const { page, confirm, notify, dataSource } = renderDesigner();
    await loaded();
    fireEvent.doubleClick(page(), { clientX: 80, clientY: 80 });
    await user.click(screen.getByRole('button', { name: M.newTemplate }));
    expect(confirm).toHaveBeenCalledWith(M.unsavedChanges);
    const dialog = await screen.findByRole('dialog', { name: M.nameModalTitle });
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    // The create call's own rule, in Arabic under the field; nothing is sent.
    const name = within(dialog).getByLabelText(/^اسم القالب/);
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('maxlength', '100');
    expect(dataSource.calls.map((c) => c.method)).not.toContain('createTemplate');
    await user.type(name, 'قالب جديد');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: M.created }));
    expect(dataSource.calls.find((c) => c.method === 'createTemplate')?.args[0]).toMatchObject({
      name: 'قالب جديد',
      imageKey: null,
      fields: [],
    });
    const select = screen.getByRole('combobox', { name: M.chooseTemplate }) as HTMLSelectElement;
    expect(select.selectedOptions[0]).toHaveTextContent('قالب جديد');
  });

  it('marks the shown template as the default of its kind; a new one is not the default', async () => {
    const user = userEvent.setup();
    const { notify, dataSource } = renderDesigner();
    await loaded();
    // The company's own contract template opens; the system contract is the default until one is marked.
    const select = screen.getByRole('combobox', { name: M.chooseTemplate }) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]).toHaveTextContent('عقدي'));
    expect(screen.queryByText(`✓ ${M.defaultBadge}`)).toBeNull();
    expect(within(select).getByRole('option', { name: /قالب العقد.*افتراضي/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.makeDefault }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: M.defaultSet('عقدي') }),
    );
    expect(dataSource.calls.find((c) => c.method === 'setDefaultTemplate')?.args).toEqual([1001]);
    expect(screen.getByRole('status')).toHaveTextContent(M.defaultBadge);
    expect(screen.queryByRole('button', { name: M.makeDefault })).toBeNull();
    expect(select.selectedOptions[0]).toHaveTextContent(`عقدي — ${M.defaultSuffix}`);
    // '+ جديد' makes a template that is not the default: the button is offered again.
    await user.click(screen.getByRole('button', { name: M.newTemplate }));
    const dialog = await screen.findByRole('dialog', { name: M.nameModalTitle });
    await user.type(within(dialog).getByLabelText(/^اسم القالب/), 'مسودة');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(select.selectedOptions[0]).toHaveTextContent('مسودة'));
    expect(select.selectedOptions[0]).not.toHaveTextContent(M.defaultSuffix);
    expect(screen.getByRole('button', { name: M.makeDefault })).toBeInTheDocument();
  });

  it('says so when marking the default fails, and offers no marking to the super administrator', async () => {
    const user = userEvent.setup();
    const { notify, unmount } = renderDesigner({ fail: ['setDefaultTemplate'], failMessage: 'تعذر' });
    await loaded();
    await user.click(await screen.findByRole('button', { name: M.makeDefault }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'تعذر' }));
    unmount();
    renderDesigner({}, { isSuperAdmin: true });
    await loaded();
    expect(screen.queryByRole('button', { name: M.makeDefault })).toBeNull();
  });

  it("asks the unsaved-changes question, then the delete question, before 'حذف'", async () => {
    const user = userEvent.setup();
    const { page, confirm, notify } = renderDesigner();
    await loaded();
    fireEvent.doubleClick(page(), { clientX: 80, clientY: 80 });
    await user.click(screen.getByRole('button', { name: M.deleteTemplate }));
    expect(confirm.mock.calls.map(([message]) => message)).toEqual([
      M.unsavedChanges,
      M.deleteTemplateQuestion,
    ]);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: M.templateDeleted }));
    expect(await screen.findByText(M.lockOverlay)).toBeInTheDocument();
  });

  it('keeps the template when the delete question is declined', async () => {
    const user = userEvent.setup();
    const { confirm, dataSource } = renderDesigner();
    confirm.mockResolvedValueOnce(false);
    await loaded();
    await user.click(screen.getByRole('button', { name: M.deleteTemplate }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(dataSource.calls.map((c) => c.method)).not.toContain('deleteTemplate');
  });

  it('uses the ConfirmDialog by default', async () => {
    const user = userEvent.setup();
    const dataSource = createMemoryDataSource({ templates: [...DEMO_TEMPLATES, company] });
    render(<TemplateDesigner dataSource={dataSource} notify={vi.fn()} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: M.deleteAll }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(M.deleteAllWarning);
    await user.click(within(dialog).getByRole('button', { name: M.cancel }));
    expect(dataSource.calls.map((c) => c.method)).not.toContain('deleteTemplate');
  });

  it('adds an image from a file, and refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { items, notify } = renderDesigner();
    await loaded();
    const input = screen.getByTestId('designer-add-image-input');
    await user.upload(input, new File(['hello'], 'a.txt', { type: 'text/plain' }));
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: M.notAnImage });
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    const image = items()[0] as HTMLElement;
    expect(image).toHaveAttribute('data-kind', 'IMAGE');
    expect(image.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(image.style.insetInlineStart).toBe('40px');
    expect(image.style.width).toBe('220px');
  });

  it('prompts before leaving the page while dirty', async () => {
    const { page } = renderDesigner();
    await loaded();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.doubleClick(page(), { clientX: 80, clientY: 80 });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
