import { errorMessage } from '@cc/api-client';
import { agingBandLabel, agingBands, collectionSettingsSchema, endpoints } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { Button, parseNumberText, TextInput, toast } from '@cc/ui-rtl';
import { type FormEvent, useEffect, useState } from 'react';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';

const B = M.bandsForm;

/** The upper ends typed as '30، 60، 90، 180' (Arabic-Indic digits too), or the reason they are not. */
function readLimits(text: string): { ok: true; value: number[] } | { ok: false; error: string } {
  const parts = text.split(/[\s,،؛;]+/).filter(Boolean);
  const numbers = parts.map((p) => parseNumberText(p));
  if (numbers.some((n) => !n.ok || n.value === null)) return { ok: false, error: B.notNumbers };
  const checked = collectionSettingsSchema.safeParse({
    agingBands: numbers.map((n) => (n.ok ? n.value : null)),
  });
  return checked.success
    ? { ok: true, value: checked.data.agingBands }
    : { ok: false, error: checked.error.issues[0]?.message ?? B.notNumbers };
}

/**
 * The company's aging bands (GET/PUT /collections/settings): the upper ends in days, typed in a line, the
 * bands they make shown as they are typed; the queue's band filter and the aging report follow them.
 */
export function AgingBandsForm() {
  const settings = useResource(endpoints.collections.settings, undefined);
  const save = useResourceMutation(endpoints.collections.saveSettings);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saved = settings.data?.data.agingBands;
  useEffect(() => {
    if (saved) setText(saved.join('، '));
  }, [saved]);
  const read = readLimits(text);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!read.ok) {
      setError(read.error);
      return;
    }
    try {
      const { message } = await save.mutateAsync({ body: { agingBands: read.value } });
      toast.success(message ?? B.saved);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <form className="cc-reminders-settings__bands" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="cc-reminders-settings__subtitle">{B.title}</h3>
      <TextInput
        label={B.label}
        hint={B.hint}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        dir="auto"
        inputMode="numeric"
      />
      {read.ok ? (
        <p className="cc-reminders__preview">
          <span className="cc-reminders__preview-label">{B.bands}: </span>
          {agingBands(read.value).map(agingBandLabel).join('، ')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending || !settings.data}>
          {B.save}
        </Button>
      </div>
    </form>
  );
}
