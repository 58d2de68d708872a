import { describe, expect, it } from 'vitest';
import { fitRect, fitScale, isOutsidePage, snapRect } from './geometry';

// The page is 794x1123; items stay 24 px (6.35 mm) inside its edges (docs/domain/templates.md).
describe('geometry', () => {
  it('moves a placed or moved item inside the printable safe margin, never flush with an edge', () => {
    expect(snapRect({ x: 790, y: -3, width: 203, height: 41 })).toEqual({
      x: 570,
      y: 24,
      width: 200,
      height: 40,
    });
    expect(snapRect({ x: 0, y: 1200, width: 240, height: 48 })).toEqual({
      x: 24,
      y: 1051,
      width: 240,
      height: 48,
    });
    // Wider than the printable area: as wide as it, at its start.
    expect(snapRect({ x: 0, y: 0, width: 900, height: 16 })).toMatchObject({ x: 24, width: 746 });
  });

  it('stops a resized edge at the safe margin instead of shifting the item', () => {
    expect(fitRect({ x: 96, y: 120, width: 800, height: 56 })).toEqual({
      x: 96,
      y: 120,
      width: 674,
      height: 56,
    });
    expect(fitRect({ x: -40, y: 8, width: 200, height: 2000 })).toEqual({
      x: 24,
      y: 24,
      width: 136,
      height: 1075,
    });
    expect(fitRect({ x: 100, y: 100, width: 3, height: 3 })).toEqual({
      x: 104,
      y: 104,
      width: 16,
      height: 16,
    });
  });

  it('still removes only an item dragged wholly off the page', () => {
    expect(isOutsidePage({ x: -199, y: 0, width: 200, height: 40 })).toBe(false);
    expect(isOutsidePage({ x: -200, y: 0, width: 200, height: 40 })).toBe(true);
  });

  it('shrinks the drawn page to a narrower pane, never enlarges it', () => {
    expect(fitScale(740)).toBeCloseTo(740 / 794);
    expect(fitScale(794)).toBe(1);
    expect(fitScale(1400)).toBe(1);
    expect(fitScale(0)).toBe(1);
    expect(fitScale(50)).toBe(0.2);
  });
});
