import { DESIGNER_FIELDS, type PrintableTemplate, TemplateSheet } from '@cc/template-designer/render';
import { PRINT_MESSAGES as M } from './messages';
import { type PrintRecord, resolveField, shownFor } from './resolve';
import { VoidMark } from './void-mark';

export type { PrintableTemplate } from '@cc/template-designer/render';

/** Props of {@link PrintSheet}. */
export interface PrintSheetProps {
  template: PrintableTemplate;
  record: PrintRecord;
  /** Signed URLs of uploaded files by key (image items' `src` and the background `imageKey`). */
  fileUrls?: Readonly<Record<string, string>>;
  className?: string;
}

/**
 * One printed A4 page of a deal, a receipt or a clearance: the template renderer of
 * @cc/template-designer filled by this product's fields (aliases, labels, money in the deal's currency,
 * the instalment table), every item that applies to the deal (`showIf`: instalments, cash, guarantor).
 * A reversed entry's page carries the mark «ملغى» and the reversal that cancelled it, over whatever
 * template it prints on.
 *
 * @example
 * ```tsx
 * <PrintSheet template={template} record={deal} fileUrls={{ [key]: signedUrl }} />
 * ```
 */
export function PrintSheet({ template, record, fileUrls = {}, className }: PrintSheetProps) {
  return (
    <TemplateSheet
      template={template}
      record={record}
      fields={DESIGNER_FIELDS}
      resolveField={(r, fieldId) => resolveField(r, fieldId)}
      isShown={shownFor}
      fileUrls={fileUrls}
      messages={{ imageAlt: M.imageAlt, tableEmpty: M.table.empty }}
      className={className}
    >
      {record.receipt?.reversed ? <VoidMark entry={record.receipt} /> : null}
    </TemplateSheet>
  );
}
