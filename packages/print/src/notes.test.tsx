// Promissory notes (كمبيالات, docs/domain/printing.md#promissory-notes): one per line still owed, several
// to an A4 page as the template's height allows, a chosen range.
import { endpoints, type Template } from '@cc/contracts';
import { createTestApi, DEMO_DEALS } from '@cc/resources/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteLayout, notesOf, pagesOf } from './notes';
import { CONTRACT } from './test/print-demo';
import { PrintRoutes } from './test/print-routes';

const owed = CONTRACT.paymentPlan.installments.filter((i) => i.sequence !== 0 && i.status !== 'PAID');

describe('the notes of a deal', () => {
  it('are the lines still owed, never the signing, each for what is left of it', () => {
    const notes = notesOf(CONTRACT);
    expect(notes.map((n) => [n.name, n.dueDate, n.amount])).toEqual(
      owed.map((i) => [`القسط ${i.sequence}`, i.dueDate, i.remainingAmount]),
    );
    expect(notes.map((n) => `${n.index}/${n.count}`)).toEqual(owed.map((_, i) => `${i + 1}/${owed.length}`));
    expect(notes[0]?.issueDate).toBe(CONTRACT.contractDate);
    expect(notes[0]?.amountInWords).toMatch(/دينار عراقي$/);
    expect(notesOf({ ...CONTRACT, paymentPlan: { ...CONTRACT.paymentPlan, status: 'PAID' } })).toEqual([]);
  });

  it('fit on a page as the template is high: its lowest item and a gap, on the 8 px grid', () => {
    const at = (bottom: number) => ({ fields: [{ y: bottom - 40, height: 40 }] as Template['fields'] });
    expect(noteLayout(at(336))).toEqual({ height: 344, perPage: 3 });
    expect(noteLayout(at(500))).toEqual({ height: 512, perPage: 2 });
    expect(noteLayout(at(1123))).toEqual({ height: 1123, perPage: 1 });
    expect(pagesOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});

describe('print-notes/{id}/{isContract}', () => {
  it('prints every owed note on the system note template, three to a page, and the range chosen', async () => {
    const fake = createTestApi();
    render(<PrintRoutes fake={fake} path={`/print-notes/${CONTRACT.id}/true`} />);
    await waitFor(
      () => expect(document.querySelectorAll('.cc-print-notes__note')).toHaveLength(owed.length),
      {
        timeout: 10_000,
      },
    );
    expect(fake.callsTo(endpoints.templates.get).map((c) => c.path)).toEqual(['/templates/6']);
    expect(screen.getByText(`${owed.length} كمبيالة، 3 في كل صفحة`)).toBeInTheDocument();
    const notes = [...document.querySelectorAll<HTMLElement>('.cc-print-notes__note')];
    const amount = notes[0]!.querySelector('[data-field-id="note.amount"]');
    expect(amount).toHaveTextContent(`${Number(owed[0]!.remainingAmount).toLocaleString('en-US')} دينار`);
    // The number of each note is isolated left to right, so its digits keep their order.
    expect(amount?.querySelector('[dir="ltr"]')).not.toBeNull();
    expect(notes[0]!.querySelector('[data-field-id="note.name"]')).toHaveTextContent(
      `القسط ${owed[0]!.sequence}`,
    );

    // From the second note only.
    fireEvent.change(screen.getByLabelText('من الكمبيالة'), { target: { value: '2' } });
    await waitFor(() =>
      expect(document.querySelectorAll('.cc-print-notes__note')).toHaveLength(owed.length - 1),
    );
    expect(document.querySelector('.cc-print-notes__note [data-field-id="note.name"]')).toHaveTextContent(
      `القسط ${owed[1]!.sequence}`,
    );
  });

  it('a paid deal has none to print, and says so', async () => {
    const paid = DEMO_DEALS.find((d) => d.paymentPlan.status === 'PAID' && d.kind === 'CONTRACT')!;
    render(<PrintRoutes fake={createTestApi()} path={`/print-notes/${paid.id}/true`} />);
    expect(
      await screen.findByText('لا توجد أقساط غير مدفوعة لطباعة كمبيالات لها', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
