import { errorMessage } from '@cc/api-client';
import {
  type DealKind,
  dealName,
  endpoints,
  REMINDER_KIND_LABELS_AR,
  type ReminderMessage,
} from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { Badge, Button, Dialog, Spinner, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { BUSINESS_MESSAGES } from './messages';

const M = BUSINESS_MESSAGES.reminders;

const keyOf = (m: ReminderMessage) => `${m.dealId}:${m.to}`;

/**
 * Ready reminders, each with its text and its links: «واتساب» (`https://wa.me/…`) and «رسالة نصية»
 * (`sms:`), opened in a new tab or the phone's app. Opening one logs a «رسالة» contact on the deal with
 * the text as its note (COLLECTIONS_WORK) and marks it «سُجّلت»; without an Iraqi mobile number there is
 * no link, and the reason is said.
 *
 * @example
 * <ReminderList messages={answer.data} showDeal canLog={useCan('COLLECTIONS_WORK')} />
 */
export function ReminderList({
  messages,
  showDeal = false,
  canLog,
}: {
  messages: readonly ReminderMessage[];
  /** Names the deal of each message (a batch of several deals). */
  showDeal?: boolean;
  /** The caller may log contacts (COLLECTIONS_WORK): opening a message logs it. */
  canLog: boolean;
}) {
  const log = useResourceMutation(endpoints.collections.addContact);
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const opened = (m: ReminderMessage) => {
    if (!canLog || sent.has(keyOf(m))) return;
    setSent((s) => new Set(s).add(keyOf(m)));
    log
      .mutateAsync({ params: { id: m.dealId }, body: { kind: 'MESSAGE', outcome: 'REACHED', note: m.text } })
      .catch(() => {
        toast.error(M.logFailed);
        setSent((s) => {
          const next = new Set(s);
          next.delete(keyOf(m));
          return next;
        });
      });
  };
  if (messages.length === 0) return <p className="cc-reminders__empty">{M.noReminders}</p>;
  return (
    <ul className="cc-reminders">
      {messages.map((m) => (
        <li key={keyOf(m)} className="cc-reminders__item">
          <div className="cc-reminders__head">
            <strong>
              {showDeal ? `${dealName(m.dealKind, m.contractNumber)} — ` : null}
              {M.to[m.to]}: {m.name}
            </strong>
            {m.phone ? <bdi dir="ltr">{m.phone}</bdi> : null}
            <Badge tone="neutral">{REMINDER_KIND_LABELS_AR[m.kind]}</Badge>
            {sent.has(keyOf(m)) ? <Badge tone="success">{M.logged}</Badge> : null}
          </div>
          <p className="cc-reminders__text">{m.text}</p>
          {m.whatsapp && m.sms ? (
            <div className="cc-reminders__links">
              <a
                className="cc-button"
                data-variant="secondary"
                data-size="sm"
                href={m.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => opened(m)}
                aria-label={`${M.whatsapp} — ${M.to[m.to]} ${m.name}`}
              >
                {M.whatsapp}
              </a>
              <a
                className="cc-button"
                data-variant="ghost"
                data-size="sm"
                href={m.sms}
                onClick={() => opened(m)}
                aria-label={`${M.sms} — ${M.to[m.to]} ${m.name}`}
              >
                {M.sms}
              </a>
            </div>
          ) : (
            <p className="cc-reminders__none">{M.noMobile}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The deal a reminder is for (a queue row, the deal page, an overdue instalment). */
export interface ReminderTarget {
  dealId: number;
  dealKind: DealKind;
  contractNumber: number;
}

/**
 * «تذكير» of one deal: its reminders to the buyer and the guarantor made from the company's texts
 * (GET /collections/{id}/reminders), each with WhatsApp and SMS links; opening one logs a «رسالة».
 *
 * @example
 * <ReminderDialog target={{ dealId: 7, dealKind: 'CONTRACT', contractNumber: 12 }} onClose={close} canLog />
 */
export function ReminderDialog({
  target,
  onClose,
  canLog,
}: {
  target: ReminderTarget | null;
  onClose: () => void;
  /** The caller may log contacts (COLLECTIONS_WORK). */
  canLog: boolean;
}) {
  const answer = useResource(
    endpoints.collections.dealReminders,
    { params: { id: target?.dealId ?? 0 } },
    { enabled: target !== null },
  );
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target ? `${M.remind} — ${dealName(target.dealKind, target.contractNumber)}` : ''}
      size="lg"
      footer={
        <Button type="button" variant="secondary" onClick={onClose}>
          {M.cancel}
        </Button>
      }
    >
      {answer.isError ? (
        <p role="alert">{errorMessage(answer.error)}</p>
      ) : answer.data ? (
        <ReminderList messages={answer.data.data} canLog={canLog} />
      ) : (
        <Spinner label={M.loadingReminders} />
      )}
    </Dialog>
  );
}
