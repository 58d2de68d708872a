import {
  FILE_KEY_PATTERN,
  TEMPLATE_DEFAULT_COLOR,
  TEMPLATE_FONT_SIZE,
  type TemplateItem,
} from '@cc/contracts';
import type { CSSProperties } from 'react';
import { InstallmentsTable } from './installments-table';
import { PRINT_MESSAGES as M } from './messages';
import { isolateRuns, type PrintRecord, type PrintValue, resolveField, shownFor } from './resolve';
import { PrintSegments } from './segments';
import { VoidMark } from './void-mark';

/** Default alignment and weight of printed text (docs/domain/printing.md#page-and-layout). */
export const PRINT_DEFAULT_STYLE = { textAlign: 'right', fontWeight: 600 } as const;

/** The part of a template the sheet prints. */
export interface PrintableTemplate {
  fields: readonly TemplateItem[];
  imageKey?: string | null;
}

/** Props of {@link PrintSheet}. */
export interface PrintSheetProps {
  template: PrintableTemplate;
  record: PrintRecord;
  /** Signed URLs of uploaded files by key (image items' `src` and the background `imageKey`). */
  fileUrls?: Readonly<Record<string, string>>;
  className?: string;
}

/** An image source as the browser loads it: a data URL as it is, a file key through its signed URL. */
function imageSource(src: string | null | undefined, fileUrls: Readonly<Record<string, string>>) {
  if (!src) return null;
  return FILE_KEY_PATTERN.test(src) ? (fileUrls[src] ?? null) : src;
}

function printValueOf(item: TemplateItem, record: PrintRecord): PrintValue {
  if (item.kind === 'TEXT') return { type: 'text', segments: isolateRuns(item.value ?? '') };
  if (item.kind === 'IMAGE') return { type: 'image', src: item.src ?? null };
  return resolveField(record, item.fieldId ?? '');
}

function PrintItem({
  item,
  record,
  fileUrls,
}: {
  item: TemplateItem;
  record: PrintRecord;
  fileUrls: Readonly<Record<string, string>>;
}) {
  const value = printValueOf(item, record);
  const fontSize = item.style?.fontSize ?? TEMPLATE_FONT_SIZE.default;
  const color = item.style?.color ?? TEMPLATE_DEFAULT_COLOR;
  const box: CSSProperties = {
    left: item.x,
    top: item.y,
    width: item.width,
    height: item.height,
    fontSize,
    color,
    fontWeight: item.style?.fontWeight ?? PRINT_DEFAULT_STYLE.fontWeight,
    textAlign: item.style?.textAlign ?? PRINT_DEFAULT_STYLE.textAlign,
  };
  const common = {
    className: 'cc-print-item',
    'data-kind': item.kind,
    'data-field-id': item.fieldId,
    style: box,
  };
  if (value.type === 'image') {
    const src = item.kind === 'IMAGE' ? imageSource(value.src, fileUrls) : value.src;
    return (
      <div {...common}>
        {src ? (
          <img
            className="cc-print-item__image"
            src={src}
            alt={item.kind === 'IMAGE' ? M.imageAlt : M.logoAlt}
          />
        ) : null}
      </div>
    );
  }
  if (value.type === 'table') {
    return (
      <div {...common}>
        <InstallmentsTable
          rows={value.rows}
          currency={value.currency}
          width={item.width}
          height={item.height}
          fontSize={fontSize}
          color={color}
        />
      </div>
    );
  }
  return (
    <div {...common}>
      <p className="cc-print-item__text" dir="rtl">
        <PrintSegments segments={value.segments} />
      </p>
    </div>
  );
}

/**
 * One printed A4 page: every item of the template that applies to the deal (`showIf`: instalments, cash,
 * guarantor) at its place (x from the page's left edge, as designed), fields resolved on the deal, over the optional background image. On screen it is the
 * designer's page (TEMPLATE_PAGE, 794x1123 px, sized in styles.css so print can override it); in print it
 * is exactly one A4 sheet with zero margin and exact colours. A reversed entry's page carries the mark
 * «ملغى» and the reversal that cancelled it, over whatever template it prints on.
 *
 * @example
 * ```tsx
 * <PrintSheet template={template} record={deal} fileUrls={{ [key]: signedUrl }} />
 * ```
 */
export function PrintSheet({ template, record, fileUrls = {}, className }: PrintSheetProps) {
  const background = imageSource(template.imageKey, fileUrls);
  return (
    <div
      className={className ? `cc-print-sheet ${className}` : 'cc-print-sheet'}
      // The page keeps the designer's physical coordinates; each item's text is right to left.
      dir="ltr"
    >
      {background ? <img className="cc-print-sheet__background" src={background} alt="" /> : null}
      {template.fields.map((item, index) =>
        // A cash sale prints no instalment lines, a deal without a guarantor no guarantor block.
        shownFor(item, record) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their order is the template's.
          <PrintItem key={index} item={item} record={record} fileUrls={fileUrls} />
        ) : null,
      )}
      {record.receipt?.reversed ? <VoidMark entry={record.receipt} /> : null}
    </div>
  );
}
