import type { Template } from '@cc/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DESIGNER_FIELDS } from './fields';
import { DESIGNER_MESSAGES as M } from './messages';
import { availableFields, createDesignerStore, selectDirty } from './store';
import {
  createMemoryDataSource,
  DEMO_TEMPLATES,
  type MemoryDataSourceOptions,
} from './test/memory-data-source';

const companyTemplate: Template = {
  id: 1001,
  name: 'عقدي',
  kind: 'CONTRACT',
  system: false,
  imageKey: null,
  updatedAt: '2025-03-01T00:00:00.000Z',
  fields: [
    {
      kind: 'FIELD',
      fieldId: 'buyer.fullName',
      label: 'اسم المشتري',
      style: { fontSize: 16, color: '#111827' },
      x: 40,
      y: 40,
      width: 200,
      height: 40,
    },
  ],
};

function setup(options: MemoryDataSourceOptions & { isSuperAdmin?: boolean } = {}) {
  const dataSource = createMemoryDataSource({ templates: [...DEMO_TEMPLATES, companyTemplate], ...options });
  const notify = vi.fn();
  const store = createDesignerStore(dataSource, { notify, isSuperAdmin: options.isSuperAdmin });
  const messages = () => notify.mock.calls.map(([n]) => `${n.type}:${n.message}`);
  return { dataSource, notify, store, messages, s: () => store.getState() };
}

describe('initial load', () => {
  it('loads the given template id', async () => {
    const { s, dataSource } = setup();
    await s().load(1);
    expect(s().template).toMatchObject({ id: 1, system: true });
    expect(dataSource.calls.map((c) => c.method)).not.toContain('getLatest');
  });

  it("otherwise loads the company's latest template", async () => {
    const { s } = setup();
    await s().load();
    expect(s().template?.id).toBe(1001);
    expect(s().items).toHaveLength(1);
    expect(s().loading).toBe(false);
  });

  it('falls back to template 2 when the company has none', async () => {
    const { s, messages } = setup({ templates: DEMO_TEMPLATES });
    await s().load();
    expect(s().template?.id).toBe(2);
    expect(messages()).toEqual([]);
  });

  it('falls back to template 2 when the latest call fails', async () => {
    const { s } = setup({ fail: ['getLatest'] });
    await s().load();
    expect(s().template?.id).toBe(2);
  });

  it("says 'تعذر تحميل القالب المحفوظ' when the initial load fails, and stays locked", async () => {
    const { s, messages } = setup({ fail: ['getTemplate'], templates: DEMO_TEMPLATES });
    await s().load();
    expect(s().template).toBeNull();
    expect(s().loading).toBe(false);
    expect(messages()).toContain(`error:${M.initialLoadFailed}`);
  });

  it('loads the dropdown list, and says so when it fails', async () => {
    const ok = setup();
    await ok.s().load();
    await vi.waitFor(() => expect(ok.s().templates.map((t) => t.id)).toEqual([1, 2, 1001]));
    const failing = setup({ fail: ['listTemplates'] });
    await failing.s().load();
    await vi.waitFor(() => expect(failing.messages()).toContain(`error:${M.listFailed}`));
  });

  it('accepts lower-case kinds and field_id from the server', async () => {
    const legacy = {
      ...companyTemplate,
      fields: [{ kind: 'field', field_id: 'car.color', x: 10.4, y: 20.6, width: 200, height: 40 }],
    } as unknown as Template;
    const { s } = setup({ templates: [legacy] });
    await s().load(1001);
    expect(s().items[0]).toMatchObject({
      kind: 'FIELD',
      fieldId: 'car.color',
      x: 10,
      y: 21,
      style: { fontSize: 16, color: '#111827' },
    });
    expect(selectDirty(s())).toBe(false);
  });
});

describe('switching template', () => {
  it('loads the chosen template and resets the snapshot', async () => {
    const { s } = setup();
    await s().load();
    s().addText(100, 100);
    expect(selectDirty(s())).toBe(true);
    await s().switchTemplate(2);
    expect(s().template?.id).toBe(2);
    expect(selectDirty(s())).toBe(false);
    expect(s().past).toEqual([]);
  });

  it("keeps the current template and says 'تعذر تحميل القالب المحدد' on failure", async () => {
    const { s, messages } = setup();
    await s().load();
    await s().switchTemplate(999);
    expect(s().template?.id).toBe(1001);
    expect(messages()).toContain(`error:${M.switchFailed}`);
  });

  it('applies only the newest of two overlapping loads', async () => {
    const { s } = setup({ delay: 5 });
    const first = s().switchTemplate(1);
    const second = s().switchTemplate(2);
    await Promise.all([first, second]);
    expect(s().template?.id).toBe(2);
  });
});

describe('dirty flag', () => {
  it('is false after load and save, true after a change, false again after undoing it', async () => {
    const { s } = setup();
    await s().load();
    expect(selectDirty(s())).toBe(false);
    s().addText(100, 100);
    expect(selectDirty(s())).toBe(true);
    s().undo();
    expect(selectDirty(s())).toBe(false);
    s().redo();
    await s().save();
    expect(selectDirty(s())).toBe(false);
  });

  it('does not count selection or the grid as a change', async () => {
    const { s } = setup();
    await s().load();
    s().select(s().items[0]!.id);
    s().setGridVisible(false);
    expect(selectDirty(s())).toBe(false);
  });

  it('shows the grid by default', () => {
    expect(setup().s().gridVisible).toBe(true);
  });
});

/** The printable safe margin documented in docs/domain/templates.md (6.35 mm at 96 dpi). */
const SAFE_MARGIN = 24;

describe('items', () => {
  it('drops a field at 200x40, snapped to the grid, once only', async () => {
    const { s } = setup();
    await s().load(2);
    const id = s().addField('seller.fullName', 101, 203);
    expect(s().items.find((i) => i.id === id)).toMatchObject({
      kind: 'FIELD',
      label: 'اسم البائع',
      x: 104,
      y: 200,
      width: 200,
      height: 40,
    });
    expect(s().selectedId).toBe(id);
    expect(s().addField('seller.fullName', 300, 300)).toBeNull();
    expect(s().items.filter((i) => i.fieldId === 'seller.fullName')).toHaveLength(1);
  });

  it('takes placed fields off the side list and gives them back on removal', async () => {
    const { s } = setup();
    await s().load(2);
    const count = () => availableFields(DESIGNER_FIELDS, s().items).length;
    const before = count();
    const id = s().addField('car.color', 0, 0)!;
    expect(count()).toBe(before - 1);
    s().remove(id);
    expect(count()).toBe(before);
    const again = s().addField('car.color', 0, 0)!;
    expect(s().removeIfOutside(again, -300, 0)).toBe(true);
    expect(count()).toBe(before);
  });

  it('drops the instalment table larger, as a TABLE item', async () => {
    const { s } = setup();
    await s().load(2);
    const id = s().addField('paymentPlan.installments', 40, 600);
    expect(s().items.find((i) => i.id === id)).toMatchObject({ kind: 'TABLE', width: 712, height: 240 });
  });

  it('ignores a field the list does not know', async () => {
    const { s } = setup();
    expect(s().addField('nope', 0, 0)).toBeNull();
  });

  it('adds an empty, selected text item at 240x48', () => {
    const { s } = setup();
    const id = s().addText(50, 50);
    expect(s().items[0]).toMatchObject({ id, kind: 'TEXT', value: '', width: 240, height: 48, x: 48, y: 48 });
    expect(s().selectedId).toBe(id);
  });

  it('places an image at 40,40 sized 220x140', () => {
    const { s } = setup();
    s().addImage('data:image/png;base64,AAAA');
    expect(s().items[0]).toMatchObject({ kind: 'IMAGE', x: 40, y: 40, width: 220, height: 140 });
  });

  it('snaps moves to 8 px and keeps them inside the printable safe margin', () => {
    const { s } = setup();
    const id = s().addText(0, 0);
    expect(s().items[0]).toMatchObject({ x: SAFE_MARGIN, y: SAFE_MARGIN });
    s().move(id, 53, 61);
    expect(s().items[0]).toMatchObject({ x: 56, y: 64 });
    s().move(id, 5000, 5000);
    expect(s().items[0]).toMatchObject({ x: 794 - SAFE_MARGIN - 240, y: 1123 - SAFE_MARGIN - 48 });
    s().move(id, -50, -50);
    expect(s().items[0]).toMatchObject({ x: SAFE_MARGIN, y: SAFE_MARGIN });
  });

  it('snaps resizes and stops their edges at the safe margin', () => {
    const { s } = setup();
    const id = s().addText(0, 0);
    s().resize(id, { x: 700, y: 3, width: 301, height: 2 });
    expect(s().items[0]).toMatchObject({
      x: 704,
      y: SAFE_MARGIN,
      width: 794 - SAFE_MARGIN - 704,
      height: 16,
    });
    s().resize(id, { x: 0, y: 0, width: 5000, height: 5000 });
    expect(s().items[0]).toMatchObject({
      x: SAFE_MARGIN,
      y: SAFE_MARGIN,
      width: 794 - 2 * SAFE_MARGIN,
      height: 1123 - 2 * SAFE_MARGIN,
    });
  });

  it('moves by one grid step per arrow', () => {
    const { s } = setup();
    const id = s().addText(80, 80);
    s().nudge(id, 1, 0);
    s().nudge(id, 0, -1);
    expect(s().items[0]).toMatchObject({ x: 88, y: 72 });
  });

  it('removes an item dragged fully off the page, and keeps one still partly on it', () => {
    const { s } = setup();
    const id = s().addText(0, 0);
    expect(s().removeIfOutside(id, -239, 0)).toBe(false);
    expect(s().removeIfOutside(id, 794, 0)).toBe(true);
    expect(s().items).toEqual([]);
  });

  it('clamps the font size to 10..64 and accepts only #rrggbb colours', () => {
    const { s } = setup();
    const id = s().addText(0, 0);
    s().setStyle(id, { fontSize: 5 });
    expect(s().items[0]!.style.fontSize).toBe(10);
    s().setStyle(id, { fontSize: 99 });
    expect(s().items[0]!.style.fontSize).toBe(64);
    s().setStyle(id, { color: 'red' });
    expect(s().items[0]!.style.color).toBe('#111827');
    s().setStyle(id, { color: '#FF0000' });
    expect(s().items[0]!.style.color).toBe('#ff0000');
  });

  it('does not style images nor edit the text of a field item', () => {
    const { s } = setup();
    const image = s().addImage('data:image/png;base64,AAAA');
    s().setStyle(image, { fontSize: 30 });
    expect(s().items[0]!.style.fontSize).toBe(16);
    const field = s().addField('car.color', 0, 200)!;
    s().setText(field, 'x');
    expect(s().items[1]!.value).toBeUndefined();
  });

  it('replaces the source of an image item', () => {
    const { s } = setup();
    const id = s().addImage('data:image/png;base64,AAAA');
    s().replaceImage(id, 'data:image/png;base64,BBBB');
    expect(s().items[0]!.src).toBe('data:image/png;base64,BBBB');
  });

  it("'إفراغ الحقول' removes every item locally, unsaved and undoable", async () => {
    const { s, dataSource } = setup();
    await s().load();
    s().clearFields();
    expect(s().items).toEqual([]);
    expect(selectDirty(s())).toBe(true);
    expect(dataSource.calls.map((c) => c.method)).not.toContain('updateTemplate');
    s().undo();
    expect(s().items).toHaveLength(1);
  });
});

describe('save', () => {
  it("with no changes only says 'لا توجد تغييرات للحفظ'", async () => {
    const { s, messages, dataSource } = setup();
    await s().load();
    await s().save();
    expect(messages()).toEqual([`info:${M.nothingToSave}`]);
    expect(dataSource.calls.map((c) => c.method)).not.toContain('updateTemplate');
  });

  it('updates the template with upper-case kinds and rounded integers', async () => {
    const { s, messages, dataSource } = setup();
    await s().load();
    s().addText(100, 100);
    s().setText(s().selectedId!, 'مرحبا');
    await s().save();
    const call = dataSource.calls.find((c) => c.method === 'updateTemplate');
    expect(call?.args[0]).toBe(1001);
    const input = call?.args[1] as { name: string; fields: Record<string, unknown>[] };
    expect(input.name).toBe('عقدي');
    expect(input.fields.map((f) => f.kind)).toEqual(['FIELD', 'TEXT']);
    for (const f of input.fields) {
      for (const key of ['x', 'y', 'width', 'height']) expect(Number.isInteger(f[key])).toBe(true);
      expect(f).not.toHaveProperty('id');
    }
    expect(messages()).toContain(`success:${M.saved}`);
    expect(s().saving).toBe(false);
  });

  it("sends 'Contract Template' when the template has no name", async () => {
    const { s, dataSource } = setup({ templates: [{ ...companyTemplate, name: '  ' }] });
    await s().load(1001);
    s().addText(0, 0);
    await s().save();
    expect((dataSource.calls.at(-1)!.args[1] as { name: string }).name).toBe('Contract Template');
  });

  it("says 'فشل الحفظ' and stays dirty when the update fails", async () => {
    const { s, messages } = setup({ fail: ['updateTemplate'] });
    await s().load();
    s().addText(0, 0);
    await s().save();
    expect(messages()).toContain(`error:${M.saveFailed}`);
    expect(selectDirty(s())).toBe(true);
  });

  it('opens the name modal when there is no template', async () => {
    const { s, dataSource } = setup();
    s().addText(0, 0);
    await s().save();
    expect(s().nameModalOpen).toBe(true);
    expect(dataSource.calls.map((c) => c.method)).not.toContain('updateTemplate');
  });

  it('opens the name modal for a company editing a system template, then saves a company copy', async () => {
    const { s, dataSource, messages } = setup();
    await s().load(2);
    s().addField('car.color', 0, 600);
    await s().save();
    expect(s().nameModalOpen).toBe(true);
    expect(await s().createFromModal('  نسختي  ')).toBe(true);
    const create = dataSource.calls.find((c) => c.method === 'createTemplate');
    expect(create?.args[0]).toMatchObject({ name: 'نسختي', kind: 'CONTRACT', imageKey: null });
    expect((create!.args[0] as { fields: unknown[] }).fields).toHaveLength(4);
    expect(s().template).toMatchObject({ name: 'نسختي', system: false });
    expect(s().template!.id).toBeGreaterThanOrEqual(1000);
    expect(s().nameModalOpen).toBe(false);
    expect(selectDirty(s())).toBe(false);
    expect(s().templates.map((t) => t.id)).toContain(s().template!.id);
    expect(messages()).toContain(`success:${M.created}`);
    expect(dataSource.templates.find((t) => t.id === 2)?.fields).toHaveLength(3);
  });

  it('lets the super administrator update a system template in place', async () => {
    const { s, dataSource } = setup({ isSuperAdmin: true });
    await s().load(2);
    s().addText(0, 600);
    await s().save();
    expect(s().nameModalOpen).toBe(false);
    expect(dataSource.calls.find((c) => c.method === 'updateTemplate')?.args[0]).toBe(2);
  });
});

describe('name modal', () => {
  it("refuses a blank name with 'يرجى إدخال اسم القالب'", async () => {
    const { s, messages, dataSource } = setup();
    s().newTemplate();
    expect(await s().createFromModal('   ')).toBe(false);
    expect(messages()).toEqual([`error:${M.nameRequired}`]);
    expect(dataSource.calls).toEqual([]);
    expect(s().nameModalOpen).toBe(true);
  });

  it('shows the error message of a failed creation, else the generic one', async () => {
    const named = setup({ fail: ['createTemplate'], failMessage: 'الاسم مستخدم' });
    named.s().newTemplate();
    await named.s().createFromModal('قالب');
    expect(named.messages()).toEqual([`error:الاسم مستخدم`]);
    const blank = setup({ fail: ['createTemplate'], failMessage: '' });
    blank.s().newTemplate();
    await blank.s().createFromModal('قالب');
    expect(blank.messages()).toEqual([`error:${M.createFailed}`]);
    expect(blank.s().nameModalOpen).toBe(true);
  });

  it("'+ جديد' makes a template of the kind shown: a receipt from the receipt template", async () => {
    const receipt = { ...DEMO_TEMPLATES[1]!, id: 3, name: 'وصل قبض', kind: 'RECEIPT' as const };
    const { s, dataSource } = setup({ templates: [...DEMO_TEMPLATES, receipt] });
    await s().load(3);
    expect(s().template?.kind).toBe('RECEIPT');
    s().newTemplate();
    expect(await s().createFromModal('وصل الشركة')).toBe(true);
    expect(dataSource.calls.find((c) => c.method === 'createTemplate')?.args[0]).toMatchObject({
      name: 'وصل الشركة',
      kind: 'RECEIPT',
    });
    expect(s().template).toMatchObject({ name: 'وصل الشركة', kind: 'RECEIPT' });
  });

  it("'+ جديد' clears the template and items and opens the modal", async () => {
    const { s } = setup();
    await s().load();
    s().newTemplate();
    expect(s()).toMatchObject({ template: null, items: [], nameModalOpen: true });
    expect(selectDirty(s())).toBe(false);
    expect(await s().createFromModal('جديد')).toBe(true);
    expect(s().template).toMatchObject({ name: 'جديد', kind: 'CONTRACT' });
  });
});

describe('delete', () => {
  it("'حذف الكل' deletes a saved template on the server, clears and locks", async () => {
    const { s, messages, dataSource } = setup();
    await s().load();
    await vi.waitFor(() => expect(s().templates).toHaveLength(3));
    await s().deleteAll();
    expect(dataSource.calls.find((c) => c.method === 'deleteTemplate')?.args).toEqual([1001]);
    expect(s()).toMatchObject({ template: null, items: [] });
    expect(s().templates.map((t) => t.id)).toEqual([1, 2]);
    expect(selectDirty(s())).toBe(false);
    expect(messages()).toContain(`success:${M.deleteAllDone}`);
  });

  it("says 'فشل الحذف من الباكند' and keeps everything when the delete fails", async () => {
    const { s, messages } = setup({ fail: ['deleteTemplate'] });
    await s().load();
    await s().deleteAll();
    expect(s().template?.id).toBe(1001);
    expect(s().items).toHaveLength(1);
    expect(messages()).toContain(`error:${M.deleteAllFailed}`);
  });

  it("'حذف الكل' without a saved template clears locally only", async () => {
    const { s, dataSource } = setup();
    s().addText(0, 0);
    await s().deleteAll();
    expect(s().items).toEqual([]);
    expect(dataSource.calls).toEqual([]);
  });

  it('never deletes a system template', async () => {
    const { s, dataSource } = setup();
    await s().load(2);
    await s().deleteAll();
    await s().deleteTemplate();
    expect(dataSource.calls.map((c) => c.method)).not.toContain('deleteTemplate');
    expect(s().template?.id).toBe(2);
  });

  it("'حذف' deletes the template with its messages", async () => {
    const ok = setup();
    await ok.s().load();
    await ok.s().deleteTemplate();
    expect(ok.s().template).toBeNull();
    expect(ok.messages()).toContain(`success:${M.templateDeleted}`);
    const failing = setup({ fail: ['deleteTemplate'] });
    await failing.s().load();
    await failing.s().deleteTemplate();
    expect(failing.s().template?.id).toBe(1001);
    expect(failing.messages()).toContain(`error:${M.templateDeleteFailed}`);
  });

  it("says 'لا يوجد قالب محدد للحذف' without a template", async () => {
    const { s, messages, dataSource } = setup();
    await s().deleteTemplate();
    expect(messages()).toEqual([`error:${M.noTemplateToDelete}`]);
    expect(dataSource.calls).toEqual([]);
  });
});

describe('undo and redo', () => {
  it('walks back and forth through designer actions', () => {
    const { s } = setup();
    const id = s().addText(0, 0);
    s().move(id, 80, 80);
    s().setStyle(id, { fontSize: 20 });
    s().undo();
    expect(s().items[0]!.style.fontSize).toBe(16);
    s().undo();
    expect(s().items[0]).toMatchObject({ x: SAFE_MARGIN, y: SAFE_MARGIN });
    s().undo();
    expect(s().items).toEqual([]);
    s().undo(); // nothing more
    s().redo();
    s().redo();
    expect(s().items[0]).toMatchObject({ x: 80, y: 80 });
    s().remove(id);
    expect(s().future).toEqual([]);
  });

  it('makes one step of consecutive typing in the same text', () => {
    const { s } = setup();
    const id = s().addText(0, 0);
    s().setText(id, 'a');
    s().setText(id, 'ab');
    s().setText(id, 'abc');
    s().undo();
    expect(s().items[0]!.value).toBe('');
  });

  it('clears the selection when undo removes the selected item', () => {
    const { s } = setup();
    s().addText(0, 0);
    s().undo();
    expect(s().selectedId).toBeNull();
  });
});

const png = (name = 'stamp.png', size = 64) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...new Array(Math.max(0, size - 4)).fill(0)])], name, {
    type: 'image/png',
  });
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('images from files', () => {
  it('without uploads: stores a data URL at 40,40 sized 220x140, and offers no background', async () => {
    const { s, dataSource } = setup();
    await s().load();
    expect(s().canUpload).toBe(false);
    const id = await s().addImageFile(png());
    expect(s().items.find((item) => item.id === id)).toMatchObject({
      kind: 'IMAGE',
      src: expect.stringMatching(/^data:image\/png;base64,/),
      x: 40,
      y: 40,
      width: 220,
      height: 140,
    });
    expect(await s().setBackgroundFile(png())).toBe(false);
    expect(s().imageKey).toBeNull();
    expect(dataSource.calls.map((c) => c.method)).not.toContain('uploadImage');
  });

  it('with uploads: stores the file key, and the canvas can show it at once through the upload URL', async () => {
    const { s, dataSource } = setup({ uploads: true });
    await s().load();
    expect(s().canUpload).toBe(true);
    const id = await s().addImageFile(png());
    const src = s().items.find((item) => item.id === id)!.src!;
    expect(src).toMatch(KEY);
    expect(dataSource.files.get(src)).toMatch(/^data:image\/png;base64,/);
    expect(s().images.peek(src)).toBe(dataSource.files.get(src));
    expect(s().imageUrls[src]).toBe(dataSource.files.get(src));
    expect(dataSource.calls.map((c) => c.method)).not.toContain('imageUrl');
    await s().save();
    const saved = dataSource.calls.find((c) => c.method === 'updateTemplate')!.args[1] as {
      fields: { kind: string; src?: string }[];
    };
    expect(saved.fields.find((f) => f.kind === 'IMAGE')?.src).toBe(src);
  });

  it('replaces an image with a new upload; undo brings the old key back', async () => {
    const { s } = setup({ uploads: true });
    await s().load();
    const id = (await s().addImageFile(png('a.png')))!;
    const first = s().items.find((item) => item.id === id)!.src;
    expect(await s().replaceImageFile(id, png('b.png', 80))).toBe(true);
    const second = s().items.find((item) => item.id === id)!.src;
    expect(second).toMatch(KEY);
    expect(second).not.toBe(first);
    s().undo();
    expect(s().items.find((item) => item.id === id)!.src).toBe(first);
  });

  it('refuses, before any upload, a file that is not an image, an unsupported type and one over 2 MB', async () => {
    const { s, messages, dataSource } = setup({ uploads: true });
    await s().load();
    const before = s().items.length;
    expect(await s().addImageFile(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBeNull();
    expect(await s().addImageFile(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toBeNull();
    expect(await s().addImageFile(png('big.png', 2 * 1024 * 1024 + 1))).toBeNull();
    expect(await s().setBackgroundFile(png('big.png', 2 * 1024 * 1024 + 1))).toBe(false);
    expect(messages()).toEqual([
      `error:${M.notAnImage}`,
      `error:${M.unsupportedImage}`,
      'error:حجم الصورة أكبر من 2 ميغابايت',
      'error:حجم الصورة أكبر من 2 ميغابايت',
    ]);
    expect(dataSource.calls.map((c) => c.method)).not.toContain('uploadImage');
    expect(s().items).toHaveLength(before);
    // Exactly 2 MB is allowed.
    expect(await s().addImageFile(png('limit.png', 2 * 1024 * 1024))).not.toBeNull();
  });

  it("shows the server's message of a failed upload, else 'تعذر رفع الصورة', and adds nothing", async () => {
    const failing = setup({ uploads: true, fail: ['uploadImage'], failMessage: 'تعذر الاتصال بالخادم' });
    await failing.s().load();
    expect(await failing.s().addImageFile(png())).toBeNull();
    expect(failing.messages()).toEqual(['error:تعذر الاتصال بالخادم']);
    expect(failing.s().items).toHaveLength(1);
    expect(failing.s().uploading).toBe(false);

    const dataSource = createMemoryDataSource({ templates: [companyTemplate] });
    dataSource.uploadImage = () => Promise.reject({});
    const notify = vi.fn();
    const store = createDesignerStore(dataSource, { notify });
    await store.getState().load();
    expect(await store.getState().addImageFile(png())).toBeNull();
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: M.uploadFailed });
  });

  it('is uploading while the upload lasts, and drops an image whose template was replaced meanwhile', async () => {
    const { s } = setup({ uploads: true, delay: 20 });
    await s().load();
    const adding = s().addImageFile(png());
    await vi.waitFor(() => expect(s().uploading).toBe(true));
    await s().switchTemplate(2);
    expect(await adding).toBeNull();
    expect(s().uploading).toBe(false);
    expect(s().items.some((item) => item.kind === 'IMAGE')).toBe(false);
  });

  it('does nothing without a template (the canvas is locked)', async () => {
    const { s, dataSource } = setup({ uploads: true });
    expect(await s().addImageFile(png())).toBeNull();
    expect(await s().setBackgroundFile(png())).toBe(false);
    expect(dataSource.calls).toEqual([]);
  });
});

describe('background image', () => {
  it('loads with the template, and makes no change by itself', async () => {
    const key = '00000000-0000-4000-8000-00000000abcd';
    const { s, dataSource } = setup({
      templates: [{ ...companyTemplate, imageKey: key }],
      files: { [key]: 'data:image/png;base64,AAAA' },
    });
    await s().load(1001);
    expect(s().imageKey).toBe(key);
    expect(selectDirty(s())).toBe(false);
    // The page holds the key: the store asks for its URL once, without anyone asking it to.
    await vi.waitFor(() => expect(s().imageUrls[key]).toBe('data:image/png;base64,AAAA'));
    expect(await s().images.resolve(key)).toBe('data:image/png;base64,AAAA');
    expect(dataSource.calls.filter((c) => c.method === 'imageUrl')).toHaveLength(1);
  });

  it('is set from an upload, part of the dirty snapshot, saved; removing it is saved as null', async () => {
    const { s, dataSource } = setup({ uploads: true });
    await s().load();
    expect(await s().setBackgroundFile(png('form.png'))).toBe(true);
    const key = s().imageKey!;
    expect(key).toMatch(KEY);
    expect(selectDirty(s())).toBe(true);
    await s().save();
    expect(selectDirty(s())).toBe(false);
    const updates = () =>
      dataSource.calls
        .filter((c) => c.method === 'updateTemplate')
        .map((c) => (c.args[1] as { imageKey?: string | null }).imageKey);
    expect(updates()).toEqual([key]);
    expect(dataSource.templates.find((t) => t.id === 1001)?.imageKey).toBe(key);

    s().removeBackground();
    expect(s().imageKey).toBeNull();
    expect(selectDirty(s())).toBe(true);
    await s().save();
    expect(updates()).toEqual([key, null]);
    expect(selectDirty(s())).toBe(false);
  });

  it('replacing and removing are undoable, and undo back to the saved one is clean again', async () => {
    const { s } = setup({ uploads: true });
    await s().load();
    await s().setBackgroundFile(png('a.png'));
    const first = s().imageKey;
    await s().save();
    await s().setBackgroundFile(png('b.png', 90));
    const second = s().imageKey;
    expect(second).not.toBe(first);
    s().removeBackground();
    expect(s().imageKey).toBeNull();
    s().undo();
    expect(s().imageKey).toBe(second);
    s().undo();
    expect(s().imageKey).toBe(first);
    expect(selectDirty(s())).toBe(false);
    s().redo();
    expect(s().imageKey).toBe(second);
  });

  it("goes with '+ جديد', and a company copy of a system template keeps the one set on it", async () => {
    const { s, dataSource } = setup({ uploads: true });
    await s().load(2);
    await s().setBackgroundFile(png());
    const key = s().imageKey;
    await s().save();
    expect(s().nameModalOpen).toBe(true);
    expect(await s().createFromModal('نسخة بخلفية')).toBe(true);
    const created = dataSource.calls.find((c) => c.method === 'createTemplate')!.args[0];
    expect(created).toMatchObject({ name: 'نسخة بخلفية', imageKey: key });
    expect(selectDirty(s())).toBe(false);

    s().newTemplate();
    expect(s().imageKey).toBeNull();
    expect(selectDirty(s())).toBe(false);
  });
});
