import { dealName } from '@cc/contracts';
import { type CSSProperties, useState } from 'react';
import { useParams } from 'react-router';
import { PRINT_MESSAGES as M } from './messages';
import { noteLayout, notesOf, pagesOf } from './notes';
import { PrintFrame } from './print-frame';
import { PrintSheet } from './print-sheet';
import { useBack } from './use-back';
import { useNotesPrint } from './use-print-data';

/**
 * print-notes/{id}/{isContract} (docs/domain/printing.md#promissory-notes), outside the main layout: one
 * promissory note (كمبيالة) per line still owed of the deal, on the company's PROMISSORY_NOTE template
 * (else the system one), as many to an A4 page as the template's height allows (its lowest item), with a
 * cut line between them. The toolbar chooses the range to print (from, to), never printed itself.
 */
export default function NotesPrintPage() {
  const { id, isContract } = useParams();
  const contract = isContract === 'true';
  const back = useBack(`/${contract ? 'contracts' : 'authorizations'}/${id}`);
  const load = useNotesPrint(contract ? 'CONTRACT' : 'AUTHORIZATION', Number(id));
  const notes = load.status === 'ready' ? notesOf(load.record) : [];
  const [range, setRange] = useState<{ from: number; to: number | null }>({ from: 1, to: null });
  const to = Math.min(range.to ?? notes.length, notes.length);
  const chosen = notes.filter((n) => n.index >= range.from && n.index <= to);
  const layout = load.status === 'ready' ? noteLayout(load.template) : null;
  const option = (n: { index: number; name: string }) => (
    <option key={n.index} value={n.index}>
      {`${n.index} — ${n.name}`}
    </option>
  );
  return (
    <PrintFrame
      load={load}
      titleOf={(record) => `${M.notes.title} ${dealName(record.kind, record.contractNumber)}`}
      onBack={back}
      tools={
        notes.length > 0 ? (
          <div className="cc-print-notes__range">
            <label>
              {M.notes.from}{' '}
              <select
                value={range.from}
                onChange={(e) => setRange((r) => ({ ...r, from: Number(e.target.value) }))}
              >
                {notes.map(option)}
              </select>
            </label>
            <label>
              {M.notes.to}{' '}
              <select value={to} onChange={(e) => setRange((r) => ({ ...r, to: Number(e.target.value) }))}>
                {notes.map(option)}
              </select>
            </label>
            {layout ? <span role="status">{M.notes.perPage(chosen.length, layout.perPage)}</span> : null}
          </div>
        ) : null
      }
      sheets={(ready, fileUrls) => {
        if (chosen.length === 0) {
          return (
            <p className="cc-print-notes__none" role="status">
              {M.notes.none}
            </p>
          );
        }
        const { height, perPage } = noteLayout(ready.template);
        return (
          <section className="cc-print-notes" aria-label={M.notes.title}>
            {pagesOf(chosen, perPage).map((page) => (
              <div key={page[0]!.index} className="cc-print-notes__page">
                {page.map((note) => (
                  <div
                    key={note.index}
                    className="cc-print-notes__note"
                    style={{ '--cc-note-height': `${height}px` } as CSSProperties}
                    data-note={note.index}
                  >
                    <PrintSheet
                      template={ready.template}
                      record={{ ...ready.record, note }}
                      fileUrls={fileUrls}
                    />
                  </div>
                ))}
              </div>
            ))}
          </section>
        );
      }}
    />
  );
}
