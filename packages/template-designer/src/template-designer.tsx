import type { TemplateKind } from '@cc/contracts';
import { Badge, toast } from '@cc/ui-rtl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { type ConfirmFn, useConfirmDialog } from './confirm';
import type { TemplateDataSource } from './data-source';
import { DesignCanvas } from './design-canvas';
import {
  type DesignerContextValue,
  DesignerProvider,
  useDesignerContext,
  useDesignerStore,
} from './designer-context';
import { DESIGNER_FIELDS, type FieldDef } from './fields';
import { FieldsPanel } from './fields-panel';
import { DESIGNER_MESSAGES as M } from './messages';
import { NameModal } from './name-modal';
import { createDesignerStore, type NotifyFn, selectDirty } from './store';
import { TemplatePicker } from './template-picker';
import { DesignerToolbar } from './toolbar';
import { useDesignerCommands } from './use-designer-commands';
import { useBeforeUnload, useDesignerKeyboard } from './use-designer-keyboard';

/** Props of {@link TemplateDesigner}. */
export interface TemplateDesignerProps {
  /**
   * The template calls, and optionally the file calls: with `uploadImage` and `imageUrl`,
   * images and the background are uploaded and shown through signed URLs. Read once per mount.
   */
  dataSource: TemplateDataSource;
  /**
   * Fields of the side list; default the 19 base fields, the extra fields (logo, instalment
   * table, amounts in words…) and a receipt's own fields (offered on receipt templates only).
   */
  fields?: readonly FieldDef[];
  /** Template to open; otherwise the company's latest, else template 2. */
  initialTemplateId?: number | null;
  /** The super administrator saves system templates in place instead of a company copy. */
  isSuperAdmin?: boolean;
  /** Called when the unsaved-changes state flips, e.g. to guard the app's own navigation. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Shows the designer's messages; default the design system's toast (`toast` of @cc/ui-rtl, which needs
   * its `<Toaster>` or `<RtlProvider>` mounted by the host).
   */
  notify?: NotifyFn;
  /** Asks the confirmations; default a ConfirmDialog. */
  confirm?: ConfirmFn;
  /** Kind of a template created with '+ جديد'; default CONTRACT. */
  newTemplateKind?: TemplateKind;
  /** Whether the 'Available Fields' panel starts open; default true. */
  defaultFieldsOpen?: boolean;
  className?: string;
}

const toastNotify: NotifyFn = ({ type, message }) => {
  toast[type](message);
};

/**
 * The contract print designer (docs/domain/templates.md): the side list of fields, the
 * template dropdown, the toolbar and the A4 canvas. Import `@cc/template-designer/styles.css` once.
 *
 * @example
 * ```tsx
 * <TemplateDesigner
 *   dataSource={templatesApi}
 *   isSuperAdmin={auth.roles.includes('ROLE_SUPER_ADMIN')}
 *   onDirtyChange={setBlockNavigation}
 * />
 * ```
 */
export function TemplateDesigner({
  dataSource,
  fields = DESIGNER_FIELDS,
  initialTemplateId,
  isSuperAdmin = false,
  onDirtyChange,
  notify = toastNotify,
  confirm: confirmProp,
  newTemplateKind,
  defaultFieldsOpen = true,
  className,
}: TemplateDesignerProps) {
  // One store per mount: the data source is read once (see `dataSource`).
  const [store] = useState(() =>
    createDesignerStore(dataSource, { fields, notify, isSuperAdmin, newTemplateKind }),
  );
  const { confirm: dialogConfirm, dialog } = useConfirmDialog();
  const confirm = confirmProp ?? dialogConfirm;
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    store.getState().configure({ fields, notify, isSuperAdmin, newTemplateKind });
  }, [store, fields, notify, isSuperAdmin, newTemplateKind]);

  // The designer's one read on mount: it is a standalone library with its own store and no query cache
  // (the host's data layer stays behind the data source), so the store loads when the designer mounts.
  useEffect(() => {
    void store.getState().load(initialTemplateId);
  }, [store, initialTemplateId]);

  const dirty = useStore(store, selectDirty);
  const onDirtyChangeRef = useRef(onDirtyChange);
  onDirtyChangeRef.current = onDirtyChange;
  useEffect(() => {
    onDirtyChangeRef.current?.(dirty);
  }, [dirty]);
  useBeforeUnload(dirty);
  useDesignerKeyboard(rootRef, store);

  const context = useMemo<DesignerContextValue>(
    () => ({ store, fields, notify, confirm, isSuperAdmin }),
    [store, fields, notify, confirm, isSuperAdmin],
  );

  return (
    <DesignerProvider value={context}>
      <div ref={rootRef} className={['cc-designer', className].filter(Boolean).join(' ')} dir="rtl">
        <FieldsPanel defaultOpen={defaultFieldsOpen} />
        <DesignerMain />
        <NameModal />
        {dialog}
      </div>
    </DesignerProvider>
  );
}

function DesignerMain() {
  const commands = useDesignerCommands();
  const template = useDesignerStore((s) => s.template);
  const { isSuperAdmin } = useDesignerContext();
  return (
    <div className="cc-designer__main">
      <div className="cc-designer__bar">
        <TemplatePicker commands={commands} />
        {template?.system ? (
          <div className="cc-designer__system">
            <Badge tone="info">{M.systemBadge}</Badge>
            {isSuperAdmin ? null : <span className="cc-designer__system-hint">{M.systemHint}</span>}
          </div>
        ) : null}
      </div>
      <DesignerToolbar commands={commands} />
      <DesignCanvas />
    </div>
  );
}
