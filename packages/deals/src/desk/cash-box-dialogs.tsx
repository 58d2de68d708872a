// The cash box's dialogs (close the day, hand cash over), loaded when first opened (../lazy-dialogs.tsx).
import { errorMessage } from '@cc/api-client';
import { BUSINESS_MESSAGES as B } from '@cc/business';
import {
  type CashBox,
  type ClosingInput,
  closingInputSchema,
  endpoints,
  type HandoverInput,
  handoverInputSchema,
} from '@cc/contracts';
import { DENOMINATIONS, formatMoney, normalizeDigits, parseMoney, toMajorString } from '@cc/domain';
import { useResource, useResourceMutation } from '@cc/resources';
import { FormDialog, MoneyField, SelectField, TextAreaField, TextInput, toast, useZodForm } from '@cc/ui-rtl';
import { useState } from 'react';
import { DESK_MESSAGES } from './desk-messages';

const M = DESK_MESSAGES.box;

const minor = (amount: string, currency: CashBox['currency']) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

interface CloseForm {
  currency: CashBox['currency'];
  counted: string | null;
  note: string | null;
}

/** How many of each note, as typed (Arabic-Indic digits read): the note's value → a whole count, or null. */
function noteCounts(typed: Record<string, string>): Record<string, number> | null {
  const counts: Record<string, number> = {};
  for (const [note, text] of Object.entries(typed)) {
    const digits = normalizeDigits(text).trim();
    if (digits === '') continue;
    if (!/^\d{1,6}$/.test(digits)) return null;
    if (Number(digits) > 0) counts[note] = Number(digits);
  }
  return counts;
}

/**
 * «عدّ الأوراق»: an optional count of the drawer by note; the total fills the counted amount, and the
 * counts are kept with the closing (the server checks they add up to it).
 */
function NoteCount({
  currency,
  typed,
  onType,
}: {
  currency: CashBox['currency'];
  typed: Record<string, string>;
  onType: (note: number, text: string) => void;
}) {
  return (
    <details className="cc-desk-box__notes">
      <summary>{M.countNotes}</summary>
      <div className="cc-desk-box__notes-grid">
        {DENOMINATIONS[currency].map((note) => (
          <TextInput
            key={note}
            label={M.noteOf(note.toLocaleString('en-US'), currency)}
            inputMode="numeric"
            value={typed[String(note)] ?? ''}
            onChange={(e) => onType(note, e.target.value)}
            error={noteCounts({ [note]: typed[String(note)] ?? '' }) === null ? M.countInvalid : undefined}
          />
        ))}
      </div>
    </details>
  );
}

/** The counts' total in minor units of the currency (a note's value is in major units). */
function countsTotal(counts: Record<string, number>, currency: CashBox['currency']): number {
  const scale = currency === 'USD' ? 100 : 1;
  return Object.entries(counts).reduce((sum, [note, n]) => sum + Number(note) * scale * n, 0);
}

/** «إغلاق اليوم»: what the drawer holds, counted (by note if wished), and why it differs from what was expected. */
export function CloseDayDialog({ box, onClose }: { box: CashBox | null; onClose: () => void }) {
  const close = useResourceMutation(endpoints.cashBox.close);
  const currency = box?.currency ?? 'IQD';
  const form = useZodForm(closingInputSchema, {
    defaultValues: { currency, counted: null, note: null } as never,
  });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const onType = (note: number, text: string) => {
    const next = { ...typed, [String(note)]: text };
    setTyped(next);
    const counts = noteCounts(next);
    if (counts && Object.keys(counts).length > 0) {
      form.setValue('counted' as never, toMajorString(countsTotal(counts, currency), currency) as never, {
        shouldDirty: true,
      });
    }
  };
  const counts = noteCounts(typed);
  return (
    <FormDialog
      open={box !== null}
      onOpenChange={(open) => {
        if (!open && !close.isPending) onClose();
      }}
      title={M.closeTitle(currency)}
      description={box ? M.closeHint(formatMoney(minor(box.expected, currency), currency)) : ''}
      form={form}
      save={(body: ClosingInput) =>
        close.mutateAsync({
          body: {
            ...body,
            currency,
            ...(counts && Object.keys(counts).length > 0 ? { denominations: counts } : {}),
          },
        })
      }
      onSaved={({ data, message }) => {
        // A shortfall reads «−1,000»: the difference is sent with its sign.
        const short = data.difference.startsWith('-');
        const difference = formatMoney(
          minor(data.difference.replace(/^-/, ''), data.currency),
          data.currency,
        );
        toast.success(M.closed(message ?? '', `${short ? '−' : ''}${difference}`));
        onClose();
      }}
      errorMessage={errorMessage}
      submitLabel={M.close(currency)}
      cancelLabel={B.close}
    >
      <NoteCount currency={currency} typed={typed} onType={onType} />
      <MoneyField<CloseForm> name="counted" label={M.counted(currency)} currency={currency} required />
      <TextAreaField<CloseForm> name="note" label={M.note} maxLength={500} />
    </FormDialog>
  );
}

interface HandOverForm {
  toUserId: string;
  currency: CashBox['currency'];
  amount: string | null;
  note: string | null;
}

/** «تسليم نقد»: cash out of the caller's box to another user who takes money, acknowledged by them. */
export function HandOverDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const receivers = useResource(endpoints.cashBox.receivers, {}, { enabled: open });
  const handOver = useResourceMutation(endpoints.cashBox.handOver);
  const form = useZodForm(handoverInputSchema, {
    defaultValues: { toUserId: undefined, currency: 'IQD', amount: null, note: null } as never,
  });
  const currency = (form.watch('currency') as CashBox['currency'] | undefined) ?? 'IQD';
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !handOver.isPending) onClose();
      }}
      title={M.handOverTitle}
      description={M.handOverHint}
      form={form}
      save={(body: HandoverInput) =>
        handOver.mutateAsync({ body: { ...body, toUserId: Number(body.toUserId) } })
      }
      onSaved={({ message }) => {
        toast.success(message ?? '');
        onClose();
      }}
      errorMessage={errorMessage}
      submitLabel={M.handOver}
      cancelLabel={B.close}
    >
      <SelectField<HandOverForm>
        name="toUserId"
        label={M.receiver}
        required
        options={(receivers.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.fullName }))}
      />
      <SelectField<HandOverForm>
        name="currency"
        label={M.currency}
        required
        options={(['IQD', 'USD'] as const).map((c) => ({ value: c, label: M.currencies[c] }))}
      />
      <MoneyField<HandOverForm> name="amount" label={M.amountIn} currency={currency} required />
      <TextAreaField<HandOverForm> name="note" label={M.handOverNote} maxLength={500} />
    </FormDialog>
  );
}
