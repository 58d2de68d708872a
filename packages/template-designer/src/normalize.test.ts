import { describe, expect, it } from 'vitest';
import { isOutsidePage, snap, snapRect } from './geometry';
import { clampFontSize, normalizeTemplateItem, normalizeTemplateItems, toSavedItem } from './normalize';

describe('normalizeTemplateItem', () => {
  it("keeps an item's print condition (showIf) through load and save, and drops an unknown one", () => {
    const raw = {
      kind: 'TEXT',
      value: 'عدد الأقساط:',
      x: 0,
      y: 0,
      width: 80,
      height: 24,
      showIf: 'INSTALLMENTS',
    };
    const item = normalizeTemplateItem(raw);
    expect(item?.showIf).toBe('INSTALLMENTS');
    expect(toSavedItem({ ...item!, id: 'a' }).showIf).toBe('INSTALLMENTS');
    expect(normalizeTemplateItem({ ...raw, showIf: 'SOMETIMES' })).not.toHaveProperty('showIf');
  });

  it('accepts lower-case kinds and field_id, rounds numbers, adds the default style', () => {
    expect(
      normalizeTemplateItem({
        kind: 'field',
        field_id: 'buyer.fullName',
        x: 10.4,
        y: 20.6,
        width: 199.5,
        height: 40,
      }),
    ).toEqual({
      kind: 'FIELD',
      fieldId: 'buyer.fullName',
      style: { fontSize: 16, color: '#111827' },
      x: 10,
      y: 21,
      width: 200,
      height: 40,
    });
  });

  it('keeps a valid style, clamps its font size and drops a bad colour', () => {
    expect(
      normalizeTemplateItem({
        kind: 'text',
        value: 'مرحبا',
        style: { fontSize: 80, color: 'blue', textAlign: 'center', fontWeight: 700 },
        x: 0,
        y: 0,
        width: 10,
        height: 10,
      })?.style,
    ).toEqual({ fontSize: 64, color: '#111827', textAlign: 'center', fontWeight: 700 });
  });

  it('keeps items inside the page', () => {
    expect(
      normalizeTemplateItem({ kind: 'IMAGE', src: 'x', x: 900, y: -5, width: 220, height: 140 }),
    ).toMatchObject({
      x: 794 - 220,
      y: 0,
    });
  });

  it('refuses unknown kinds and field items without a field', () => {
    expect(normalizeTemplateItem({ kind: 'circle', x: 0, y: 0 })).toBeNull();
    expect(normalizeTemplateItem({ kind: 'FIELD', x: 0, y: 0 })).toBeNull();
    expect(normalizeTemplateItem(null)).toBeNull();
  });

  it('drops repeats of a placed field from a list', () => {
    const field = { kind: 'FIELD', fieldId: 'car.color', x: 0, y: 0, width: 200, height: 40 };
    expect(normalizeTemplateItems([field, { ...field, kind: 'field' }, 'junk'])).toHaveLength(1);
    expect(normalizeTemplateItems(undefined)).toEqual([]);
  });
});

describe('toSavedItem', () => {
  it('upper-cases the kind, rounds, and drops the client id', () => {
    const saved = toSavedItem({
      id: 'item-1',
      kind: 'text' as 'TEXT',
      value: 'نص',
      style: { fontSize: 16, color: '#111827' },
      x: 1.6,
      y: 2.2,
      width: 240.4,
      height: 47.5,
    });
    expect(saved).toEqual({
      kind: 'TEXT',
      value: 'نص',
      style: { fontSize: 16, color: '#111827' },
      x: 2,
      y: 2,
      width: 240,
      height: 48,
    });
  });
});

describe('geometry', () => {
  it('snaps to 8 px', () => {
    expect(snap(3)).toBe(0);
    expect(snap(4)).toBe(8);
    expect(snap(13)).toBe(16);
  });

  it('clamps a rectangle inside 794x1123 less the 24 px safe margin', () => {
    expect(snapRect({ x: 790, y: -3, width: 203, height: 41 })).toEqual({
      x: 570,
      y: 24,
      width: 200,
      height: 40,
    });
    expect(snapRect({ x: 0, y: 2000, width: 2, height: 2 })).toEqual({
      x: 24,
      y: 1083,
      width: 16,
      height: 16,
    });
  });

  it('tells when an item lies fully off the page', () => {
    expect(isOutsidePage({ x: -200, y: 0, width: 200, height: 40 })).toBe(true);
    expect(isOutsidePage({ x: -199, y: 0, width: 200, height: 40 })).toBe(false);
    expect(isOutsidePage({ x: 0, y: 1123, width: 200, height: 40 })).toBe(true);
  });

  it('clamps font sizes to 10..64 with 16 as the default', () => {
    expect(clampFontSize(3)).toBe(10);
    expect(clampFontSize(65)).toBe(64);
    expect(clampFontSize('abc')).toBe(16);
    expect(clampFontSize('20')).toBe(20);
  });
});

describe('geometry with bad input', () => {
  it('never yields NaN', () => {
    expect(snapRect({ x: Number.NaN, y: Number.NaN, width: 200, height: 40 })).toEqual({
      x: 24,
      y: 24,
      width: 200,
      height: 40,
    });
  });
});
