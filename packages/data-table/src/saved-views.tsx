import { errorMessage } from '@cc/api-client';
import { endpoints, type View } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { MenuTrigger, useMenu } from './menu';
import { DT_MESSAGES } from './messages';
import type { TableViews, ViewState } from './types';
import { Badge, Button, IconTrash } from './ui';

const SavedViewForm = lazy(() => import('./saved-view-form').then((m) => ({ default: m.SavedViewForm })));

/** Props of {@link SavedViews}. */
export interface SavedViewsProps extends TableViews {
  /** The table's current keyword, filters and sort (what 'حفظ العرض الحالي' stores). */
  current: ViewState;
  onApply(state: ViewState): void;
}

/**
 * The 'طرق العرض' menu over the server's saved views of one list (`GET/POST /views`, `DELETE
 * /views/{id}`): apply a view, delete one's own, or save the current filters and sort under a name —
 * shared with the whole company when `canShare` ('مشاركة مع الشركة'). The list loads when the menu
 * opens and reloads after a save or a delete (the views tag); failures show in the menu.
 *
 * @example
 * <SavedViews resource="cars" canShare={isCompanyAccount} current={table.viewState} onApply={table.applyView} />
 */
export function SavedViews({ resource, canShare, current, onApply }: SavedViewsProps) {
  const id = useId();
  const menu = useMenu();
  const { open, setOpen } = menu;
  // The form (and zod with it) loads when the menu first opens, then stays mounted (what was typed stays).
  const [formMounted, setFormMounted] = useState(false);
  if (open && !formMounted) setFormMounted(true);

  const views = useResource(endpoints.views.list, { query: { resource } }, { enabled: open });
  const remove = useResourceMutation(endpoints.views.remove);

  const removeView = async (view: View) => {
    try {
      await remove.mutateAsync({ params: { id: view.id } });
    } catch {
      // Shown below the form (remove.error).
    }
  };

  let list: ReactNode;
  if (views.error) list = <p role="alert">{errorMessage(views.error) || DT_MESSAGES.viewsFailed}</p>;
  else if (!views.data) list = <p role="status">{DT_MESSAGES.loading}</p>;
  else if (views.data.data.length === 0) list = <p>{DT_MESSAGES.noViews}</p>;
  else
    list = (
      <ul className="cc-dt-views__list">
        {views.data.data.map((view) => (
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
                loading={remove.isPending && remove.variables?.params.id === view.id}
                onClick={() => removeView(view)}
              >
                <IconTrash size={16} />
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="cc-dt-views" ref={menu.container}>
      <MenuTrigger menu={menu} controls={`${id}-panel`}>
        {DT_MESSAGES.views}
      </MenuTrigger>
      <section
        id={`${id}-panel`}
        className="cc-dt-views__panel"
        hidden={!open}
        aria-label={DT_MESSAGES.views}
      >
        {list}
        {remove.error && <p role="alert">{errorMessage(remove.error)}</p>}
        {formMounted && (
          <Suspense fallback={null}>
            <SavedViewForm
              resource={resource}
              canShare={canShare}
              current={current}
              onSaving={() => remove.reset()}
            />
          </Suspense>
        )}
      </section>
    </div>
  );
}
