import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { DT_MESSAGES } from './messages';
import type { SavedView, ViewState, ViewsAdapter } from './types';
import { Badge, Button, IconTrash, TextInput } from './ui';
import { useDismiss } from './use-dismiss';

/** Props of {@link SavedViews}. */
export interface SavedViewsProps {
  adapter: ViewsAdapter;
  /** The table's current keyword, filters and sort (what 'حفظ العرض الحالي' stores). */
  current: ViewState;
  onApply(state: ViewState): void;
  onError?: (message: string, error: unknown) => void;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The 'طرق العرض' menu: apply a saved view, delete one's own, or save the current filters and sort under
 * a name — shared with the whole company when the adapter allows it ('مشاركة مع الشركة').
 *
 * @example
 * <SavedViews adapter={views} current={table.viewState} onApply={table.applyView} />
 */
export function SavedViews({ adapter, current, onApply, onError }: SavedViewsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [views, setViews] = useState<SavedView[] | null>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  const load = useCallback(async () => {
    try {
      setViews(await adapter.list());
    } catch (error) {
      setViews([]);
      onError?.(messageOf(error, DT_MESSAGES.viewsFailed), error);
    }
  }, [adapter, onError]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(DT_MESSAGES.viewNameRequired);
    setBusy(true);
    try {
      await adapter.save({ name: trimmed, state: current, shared: adapter.canShare && shared });
      setName('');
      setShared(false);
      setNameError(undefined);
      await load();
    } catch (error) {
      onError?.(messageOf(error, DT_MESSAGES.viewsFailed), error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (view: SavedView) => {
    try {
      await adapter.remove(view.id);
      await load();
    } catch (error) {
      onError?.(messageOf(error, DT_MESSAGES.viewsFailed), error);
    }
  };

  return (
    <div className="cc-dt-views" ref={container}>
      <Button
        ref={trigger}
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        {DT_MESSAGES.views}
      </Button>
      <section
        id={`${id}-panel`}
        className="cc-dt-views__panel"
        hidden={!open}
        aria-label={DT_MESSAGES.views}
      >
        {views === null ? (
          <p role="status">{DT_MESSAGES.loading}</p>
        ) : views.length === 0 ? (
          <p>{DT_MESSAGES.noViews}</p>
        ) : (
          <ul className="cc-dt-views__list">
            {views.map((view) => (
              <li key={view.id}>
                <button
                  type="button"
                  className="cc-dt-views__apply"
                  aria-label={DT_MESSAGES.applyView(view.name)}
                  onClick={() => {
                    onApply(view.state);
                    setOpen(false);
                  }}
                >
                  {view.name}
                </button>
                {view.shared && <Badge tone="info">{DT_MESSAGES.shared}</Badge>}
                {view.mine && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={DT_MESSAGES.deleteView(view.name)}
                    onClick={() => remove(view)}
                  >
                    <IconTrash size={16} />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <form className="cc-dt-views__form" onSubmit={save}>
          <TextInput
            label={DT_MESSAGES.viewName}
            value={name}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
          />
          {adapter.canShare && (
            <label className="cc-dt-views__share">
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
              {DT_MESSAGES.shareWithCompany}
            </label>
          )}
          <Button type="submit" size="sm" loading={busy}>
            {DT_MESSAGES.saveView}
          </Button>
        </form>
      </section>
    </div>
  );
}
