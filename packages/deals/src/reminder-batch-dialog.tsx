import { errorMessage } from '@cc/api-client';
import { ReminderList } from '@cc/business';
import { endpoints, MAX_REMINDER_BATCH, type ReminderRecipient } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { Button, Dialog, SelectInput, Spinner } from '@cc/ui-rtl';
import { useState } from 'react';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';

/**
 * «تذكير الكل»: the reminders of the queue as filtered (GET /collections/reminders, its first
 * {@link MAX_REMINDER_BATCH}, most urgent first) to the buyers or the guarantors, each opened and logged
 * one by one.
 *
 * @example
 * <ReminderBatchDialog filters={open ? table.exportQuery : null} onClose={close} canLog />
 */
export function ReminderBatchDialog({
  filters,
  onClose,
  canLog,
}: {
  /** The queue's filters (keyword, band, currency…); null: closed. */
  filters: Record<string, string | number | boolean> | null;
  onClose: () => void;
  /** The caller may log contacts (COLLECTIONS_WORK). */
  canLog: boolean;
}) {
  const [to, setTo] = useState<ReminderRecipient>('BUYER');
  const { sortBy: _s, sortDirection: _d, ...query } = filters ?? {};
  const answer = useResource(
    endpoints.collections.reminders,
    { query: { ...query, to } as never },
    { enabled: filters !== null },
  );
  const messages = answer.data?.data ?? [];
  return (
    <Dialog
      open={filters !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={M.remindAll}
      description={M.remindAllHint}
      size="lg"
      footer={
        <Button type="button" variant="secondary" onClick={onClose}>
          {M.cancel}
        </Button>
      }
    >
      <div className="cc-reminders__bar">
        <SelectInput
          label={M.recipient}
          value={to}
          onChange={(e) => setTo(e.target.value as ReminderRecipient)}
          options={[
            { value: 'BUYER', label: M.toBuyers },
            { value: 'GUARANTOR', label: M.toGuarantors },
          ]}
        />
        {answer.data ? (
          <p className="cc-reminders__count" aria-live="polite">
            {M.reminderCount(messages.length)}
            {messages.length >= MAX_REMINDER_BATCH ? ` ${M.reminderCap(MAX_REMINDER_BATCH)}` : ''}
          </p>
        ) : null}
      </div>
      {answer.isError ? (
        <p role="alert">{errorMessage(answer.error)}</p>
      ) : answer.data ? (
        <ReminderList messages={messages} showDeal canLog={canLog} />
      ) : (
        <Spinner label={M.loading} />
      )}
    </Dialog>
  );
}
