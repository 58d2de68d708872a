import type { Template, TemplateItem } from '@cc/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESIGNER_FIELDS } from './fields';
import { DESIGNER_MESSAGES as M } from './messages';
import { TemplateDesigner } from './template-designer';
import { createMemoryDataSource } from './test/memory-data-source';

// The designer's render budget: with 200 items on the sheet, a drag re-renders the dragged item alone.
// Every render of a canvas item calls useItemInteractions once with the item's id, so wrapping the
// real hook counts the renders of each item without touching the component.
const rendersOf = new Map<string, number>();
vi.mock('./use-item-interactions', async (importOriginal) => {
  const real = await importOriginal<typeof import('./use-item-interactions')>();
  return {
    useItemInteractions: (...args: Parameters<typeof real.useItemInteractions>) => {
      const id = args[1];
      rendersOf.set(id, (rendersOf.get(id) ?? 0) + 1);
      real.useItemInteractions(...args);
    },
  };
});

const ITEMS = 200;

/**
 * 200 items in a grid over the sheet, 8 px aligned like the designer keeps them: every contract field
 * once (a field is placed at most once), the rest texts.
 */
function manyItems(): TemplateItem[] {
  return Array.from({ length: ITEMS }, (_, i) => {
    const place = { x: 16 + (i % 10) * 72, y: 16 + Math.floor(i / 10) * 48, width: 64, height: 40 };
    const style = { fontSize: 12, color: '#111827' };
    const field = i % 2 === 1 ? DESIGNER_FIELDS[(i - 1) / 2] : undefined;
    return field
      ? { kind: 'FIELD', fieldId: field.id, label: field.label, style, ...place }
      : { kind: 'TEXT', value: `نص ${i}`, style, ...place };
  });
}

const crowded: Template = {
  id: 3001,
  name: 'قالب مزدحم',
  kind: 'CONTRACT',
  system: false,
  imageKey: null,
  updatedAt: '2025-03-01T00:00:00.000Z',
  fields: manyItems(),
};

interface Commit {
  phase: string;
  actual: number;
  base: number;
}
const commits: Commit[] = [];
const onRender: ProfilerOnRenderCallback = (_id, phase, actual, base) => {
  commits.push({ phase, actual, base });
};
const figures: string[] = [];

async function renderCrowded() {
  render(
    <Profiler id="designer" onRender={onRender}>
      <TemplateDesigner
        dataSource={createMemoryDataSource({ templates: [crowded] })}
        notify={vi.fn()}
        confirm={vi.fn(async () => true)}
      />
    </Profiler>,
  );
  const page = screen.getByTestId('designer-page');
  await waitFor(() => expect(page.querySelectorAll('.cc-designer-item')).toHaveLength(ITEMS));
  await waitFor(() => expect(screen.queryByText(M.loading)).not.toBeInTheDocument());
  return [...page.querySelectorAll<HTMLElement>('.cc-designer-item')];
}

/** A mouse drag of `element` by `by` pixels in six steps, as interact.js sees a real one. */
async function drag(element: HTMLElement, by: { x: number; y: number }) {
  const user = userEvent.setup();
  const at = (step: number) => {
    const [x, y] = [100 + (by.x * step) / 6, 100 + (by.y * step) / 6];
    return { clientX: x, clientY: y, pageX: x, pageY: y };
  };
  await user.pointer([
    { keys: '[MouseLeft>]', target: element, coords: at(0) },
    ...[1, 2, 3, 4, 5, 6].map((step) => ({ target: element, coords: at(step) })),
  ]);
  await user.pointer({ keys: '[/MouseLeft]', target: element, coords: at(6) });
}

const place = (element: HTMLElement) => ({
  x: Number.parseFloat(element.style.insetInlineStart),
  y: Number.parseFloat(element.style.insetBlockStart),
});

describe(`the designer with ${ITEMS} items`, () => {
  beforeAll(() => {
    // jsdom lays nothing out and lists no client rects; interact.js reads the element's first one.
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return [this.getBoundingClientRect()] as unknown as DOMRectList;
    });
  });
  beforeEach(() => {
    rendersOf.clear();
    commits.length = 0;
  });
  afterAll(() => {
    vi.restoreAllMocks();
    // Figures for BENCHMARKS.md (jsdom, so relative: the drag's commits against a full render).
    console.log(figures.join('\n'));
  });

  it('a drag re-renders the dragged item alone, and moves it by whole grid steps', async () => {
    const elements = await renderCrowded();
    const full = commits.reduce((sum, c) => sum + c.actual, 0);
    const target = elements[57] as HTMLElement;
    const id = target.dataset.itemId as string;
    const before = place(target);
    rendersOf.clear();
    commits.length = 0;

    await drag(target, { x: 40, y: 24 });

    await waitFor(() => expect(place(target)).toEqual({ x: before.x + 40, y: before.y + 24 }));
    // Selected at the drag's start, moved at its end: the dragged item renders, no other item does.
    expect([...rendersOf.keys()]).toEqual([id]);
    expect(rendersOf.get(id)).toBeLessThanOrEqual(2);
    const dragged = commits.reduce((sum, c) => sum + c.actual, 0);
    figures.push(
      `designer, ${ITEMS} items: first render ${full.toFixed(1)} ms; a whole drag ${commits.length} commits, ` +
        `${dragged.toFixed(1)} ms rendering (a full render of the tree ${(commits.at(-1)?.base ?? 0).toFixed(1)} ms)`,
    );
  });

  it('selecting another item re-renders the two items whose selection changed, no others', async () => {
    const elements = await renderCrowded();
    const [first, second] = [elements[3] as HTMLElement, elements[150] as HTMLElement];
    fireEvent.pointerDown(first);
    await waitFor(() => expect(first).toHaveAttribute('data-selected'));
    rendersOf.clear();

    fireEvent.pointerDown(second);

    await waitFor(() => expect(second).toHaveAttribute('data-selected'));
    expect(first).not.toHaveAttribute('data-selected');
    expect([...rendersOf.keys()].sort()).toEqual([first.dataset.itemId, second.dataset.itemId].sort());
  });
});
