import { describe, expect, it, vi } from 'vitest';
import { DESIGNER_MESSAGES as M } from './messages';
import { createDesignerStore, selectDirty } from './store';
import { companyTemplate, setup } from './test/designer-store';
import { createMemoryDataSource } from './test/memory-data-source';

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
