import { TEMPLATE_ITEM_CONDITIONS, type TemplateItemCondition } from '@cc/contracts';
import { Button, type ButtonProps, IconTrash, Spinner, Switch } from '@cc/ui-rtl';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { FONT_SIZE } from './constants';
import { useDesignerContext, useDesignerStore } from './designer-context';
import { IMAGE_ACCEPT } from './image-file';
import { DESIGNER_MESSAGES as M } from './messages';
import { clampFontSize } from './normalize';
import { selectSelectedItem } from './store';
import type { DesignerCommands } from './use-designer-commands';

/** Props of {@link DesignerToolbar}. */
export interface DesignerToolbarProps {
  commands: DesignerCommands;
}

/** The toolbar's small buttons (images, background, undo, redo): never a form submit. */
function SmallButton(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="button" size="sm" {...props} />;
}

/** A labelled control of the toolbar (font size, colour, when an item prints). */
function ToolbarControl({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="cc-designer-toolbar__control">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A hidden image file picker opened by a toolbar button; it clears itself so the same file can be picked again. */
function ImageFileInput({
  inputRef,
  testId,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={IMAGE_ACCEPT}
      hidden
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

/** Font size input: typing '1' on the way to '16' must not clamp to 10, so it commits on blur/Enter. */
function FontSizeInput({ itemId, value }: { itemId: string | null; value: number }) {
  const { store } = useDesignerContext();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    if (!itemId) return;
    const n = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(n)) {
      setDraft(String(value));
      return;
    }
    store.getState().setStyle(itemId, { fontSize: n });
    setDraft(String(clampFontSize(n)));
  };
  return (
    <ToolbarControl label={M.fontSize}>
      {(id) => (
        <input
          id={id}
          type="number"
          className="cc-designer-toolbar__number"
          min={FONT_SIZE.min}
          max={FONT_SIZE.max}
          step={1}
          disabled={!itemId}
          value={itemId ? draft : ''}
          onChange={(event) => {
            setDraft(event.target.value);
            const n = Number(event.target.value);
            // Arrow steppers and complete values apply at once; out-of-range drafts wait for blur.
            if (itemId && n >= FONT_SIZE.min && n <= FONT_SIZE.max)
              store.getState().setStyle(itemId, { fontSize: n });
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      )}
    </ToolbarControl>
  );
}

/**
 * When the selected item prints (`showIf`): always, only for an instalment sale, only for a cash sale,
 * only when the deal has a guarantor (the server's TEMPLATE_ITEM_CONDITIONS, docs/domain/printing.md).
 */
function ShowIfSelect({ itemId, value }: { itemId: string | null; value: TemplateItemCondition | null }) {
  const { store } = useDesignerContext();
  return (
    <ToolbarControl label={M.showIf}>
      {(id) => (
        <select
          id={id}
          className="cc-designer-toolbar__select"
          disabled={!itemId}
          value={itemId ? (value ?? '') : ''}
          onChange={(event) => {
            const next = event.target.value as TemplateItemCondition | '';
            if (itemId) store.getState().setShowIf(itemId, next === '' ? null : next);
          }}
        >
          <option value="">{M.showIfOptions.ALWAYS}</option>
          {TEMPLATE_ITEM_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {M.showIfOptions[condition]}
            </option>
          ))}
        </select>
      )}
    </ToolbarControl>
  );
}

/**
 * The toolbar: save, 'إفراغ الحقول', 'حذف الكل', font size and colour of the selected text or
 * field item, when the selected item prints ('يُطبع'), replace image of a selected image, show/hide grid, add image, the background image (when the
 * data source uploads files), undo and redo.
 */
export function DesignerToolbar({ commands }: DesignerToolbarProps) {
  const { store } = useDesignerContext();
  const addImageInput = useRef<HTMLInputElement>(null);
  const replaceImageInput = useRef<HTMLInputElement>(null);
  const backgroundInput = useRef<HTMLInputElement>(null);
  const uploading = useDesignerStore((s) => s.uploading);
  const canUpload = useDesignerStore((s) => s.canUpload);
  const hasBackground = useDesignerStore((s) => s.imageKey !== null);
  const saving = useDesignerStore((s) => s.saving);
  const deleting = useDesignerStore((s) => s.deleting);
  const template = useDesignerStore((s) => s.template);
  const hasItems = useDesignerStore((s) => s.items.length > 0);
  const gridVisible = useDesignerStore((s) => s.gridVisible);
  const canUndo = useDesignerStore((s) => s.past.length > 0);
  const canRedo = useDesignerStore((s) => s.future.length > 0);
  const selected = useDesignerStore(selectSelectedItem);
  const styled = selected && selected.kind !== 'IMAGE' ? selected : null;
  const image = selected?.kind === 'IMAGE' ? selected : null;
  const locked = template === null;

  return (
    <div className="cc-designer-toolbar" role="toolbar" aria-label={M.toolbarLabel}>
      <Button type="button" loading={saving} onClick={() => void commands.save()}>
        {M.save}
      </Button>
      <Button
        type="button"
        variant="secondary"
        disabled={!hasItems}
        onClick={() => void commands.clearFields()}
      >
        {M.clearFields}
      </Button>
      {/* Not offered on a system template (docs/domain/templates.md#access). */}
      {template?.system ? null : (
        <Button
          type="button"
          variant="danger"
          startIcon={<IconTrash size={16} />}
          loading={deleting}
          disabled={locked && !hasItems}
          onClick={() => void commands.deleteAll()}
        >
          {M.deleteAll}
        </Button>
      )}
      <span className="cc-designer-toolbar__separator" aria-hidden="true" />
      <FontSizeInput itemId={styled?.id ?? null} value={styled?.style.fontSize ?? FONT_SIZE.default} />
      <ToolbarControl label={M.color}>
        {(id) => (
          <input
            id={id}
            type="color"
            className="cc-designer-toolbar__color"
            disabled={!styled}
            value={styled?.style.color ?? '#111827'}
            onChange={(event) =>
              styled && store.getState().setStyle(styled.id, { color: event.target.value })
            }
          />
        )}
      </ToolbarControl>
      <ShowIfSelect itemId={selected?.id ?? null} value={selected?.showIf ?? null} />
      <SmallButton
        variant="secondary"
        disabled={!image || uploading}
        onClick={() => replaceImageInput.current?.click()}
      >
        {M.replaceImage}
      </SmallButton>
      <span className="cc-designer-toolbar__separator" aria-hidden="true" />
      <Switch
        checked={gridVisible}
        onCheckedChange={(v) => store.getState().setGridVisible(v)}
        label={M.showGrid}
      />
      <SmallButton
        variant="secondary"
        disabled={locked || uploading}
        onClick={() => addImageInput.current?.click()}
      >
        {M.addImage}
      </SmallButton>
      {/* The background is an uploaded file's key (docs/domain/templates.md): offered only when files can be uploaded. */}
      {canUpload ? (
        <>
          <SmallButton
            variant="secondary"
            disabled={locked || uploading}
            onClick={() => backgroundInput.current?.click()}
          >
            {hasBackground ? M.replaceBackground : M.setBackground}
          </SmallButton>
          <SmallButton
            variant="ghost"
            disabled={locked || !hasBackground || uploading}
            onClick={() => commands.removeBackground()}
          >
            {M.removeBackground}
          </SmallButton>
        </>
      ) : null}
      {uploading ? (
        <span className="cc-designer-toolbar__status" role="status">
          <Spinner size={16} />
          {M.uploading}
        </span>
      ) : null}
      <span className="cc-designer-toolbar__separator" aria-hidden="true" />
      <SmallButton variant="ghost" disabled={!canUndo} title="Ctrl+Z" onClick={() => store.getState().undo()}>
        {M.undo}
      </SmallButton>
      <SmallButton
        variant="ghost"
        disabled={!canRedo}
        title="Ctrl+Shift+Z"
        onClick={() => store.getState().redo()}
      >
        {M.redo}
      </SmallButton>
      <ImageFileInput
        inputRef={addImageInput}
        testId="designer-add-image-input"
        onFile={(file) => void commands.addImageFile(file)}
      />
      <ImageFileInput
        inputRef={replaceImageInput}
        testId="designer-replace-image-input"
        onFile={(file) => {
          if (image) void commands.replaceImageFile(image.id, file);
        }}
      />
      <ImageFileInput
        inputRef={backgroundInput}
        testId="designer-background-input"
        onFile={(file) => void commands.setBackgroundFile(file)}
      />
    </div>
  );
}
