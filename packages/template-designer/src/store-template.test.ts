import type { Template } from '@cc/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DESIGNER_MESSAGES as M } from './messages';
import { selectDirty } from './store';
import { companyTemplate, setup } from './test/designer-store';
import { DEMO_TEMPLATES } from './test/memory-data-source';

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
