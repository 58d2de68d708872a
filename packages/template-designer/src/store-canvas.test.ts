import { describe, expect, it } from 'vitest';
import { DESIGNER_FIELDS } from './fields';
import { availableFields, selectDirty } from './store';
import { setup } from './test/designer-store';

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
