import {
  FILE_KEY_PATTERN,
  TEMPLATE_DEFAULT_COLOR,
  TEMPLATE_FONT_SIZE,
  type TemplateItem,
} from '@cc/contracts';
import type { CSSProperties, ReactNode } from 'react';
import type { FieldDef } from '../fields';
import { type PrintValue, resolveValue } from './resolve';
import { PrintSegments } from './segments';
import { SheetTable } from './sheet-table';
import { isolateRuns } from './text';

/** Default alignment and weight of printed text (docs/domain/printing.md#page-and-layout). */
export const PRINT_DEFAULT_STYLE = { textAlign: 'right', fontWeight: 600 } as const;

/** The part of a saved template the sheet prints. */
export interface PrintableTemplate {
  fields: readonly TemplateItem[];
  imageKey?: string | null;
}

/** The renderer's own Arabic texts (pass `messages` to translate them). */
export const RENDER_MESSAGES = {
  /** The accessible name of an image item. */
  imageAlt: 'صورة',
  /** A table field without rows. */
  tableEmpty: 'لا توجد بيانات',
};

/** Props of {@link TemplateSheet}. */
export interface TemplateSheetProps<R = unknown> {
  /** The saved template (its items and the optional background's file key or URL). */
  template: PrintableTemplate;
  /** What the fields are read from: any object, each field's id a dotted path into it. */
  record: R;
  /** The field catalogue the template was designed with: each field's format (and a table's columns). */
  fields?: readonly FieldDef[];
  /**
   * The app's own resolution of a field (aliases, labels of coded values, a currency's name); `undefined`
   * falls back to the catalogue's format.
   */
  resolveField?: (record: R, fieldId: string, field: FieldDef | undefined) => PrintValue | undefined;
  /** Whether an item prints for this record (its `showIf` read by the app); default every item. */
  isShown?: (item: TemplateItem, record: R) => boolean;
  /** URLs of uploaded files by key (image items' `src` and the background `imageKey` when they are keys). */
  fileUrls?: Readonly<Record<string, string>>;
  messages?: Partial<typeof RENDER_MESSAGES>;
  className?: string;
  /** Drawn over the page, after the items (a stamp, a watermark). */
  children?: ReactNode;
}

/** An image source as the browser loads it: a URL as it is, a file key through its URL. */
function imageSource(src: string | null | undefined, fileUrls: Readonly<Record<string, string>>) {
  if (!src) return null;
  return FILE_KEY_PATTERN.test(src) ? (fileUrls[src] ?? null) : src;
}

interface ItemProps {
  item: TemplateItem;
  value: PrintValue;
  field: FieldDef | undefined;
  fileUrls: Readonly<Record<string, string>>;
  messages: typeof RENDER_MESSAGES;
}

function SheetItem({ item, value, field, fileUrls, messages }: ItemProps) {
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
    const src = imageSource(value.src, fileUrls);
    return (
      <div {...common}>
        {src ? (
          <img
            className="cc-print-item__image"
            src={src}
            alt={item.kind === 'IMAGE' ? messages.imageAlt : (field?.label ?? messages.imageAlt)}
          />
        ) : null}
      </div>
    );
  }
  if (value.type === 'table') {
    return (
      <div {...common}>
        <SheetTable
          columns={value.columns}
          rows={value.rows}
          empty={value.empty ?? messages.tableEmpty}
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
 * One printed A4 page of a saved template filled from a record: every item at its place (x from the
 * page's left edge, as designed), free text with its numbers and Latin runs kept in order, fields
 * resolved on the record, over the optional background image. On screen it is the designer's page
 * (794x1123 px); in print exactly one A4 sheet with zero margin (import the package's stylesheet).
 *
 * @example
 * ```tsx
 * <TemplateSheet template={saved} record={{ buyer: { fullName: 'علي' } }} fields={myFields} />
 * ```
 */
export function TemplateSheet<R>({
  template,
  record,
  fields = [],
  resolveField,
  isShown,
  fileUrls = {},
  messages,
  className,
  children,
}: TemplateSheetProps<R>) {
  const background = imageSource(template.imageKey, fileUrls);
  const texts = { ...RENDER_MESSAGES, ...messages };
  const catalogue = new Map(fields.map((f) => [f.id, f]));
  const printed = (item: TemplateItem): PrintValue => {
    if (item.kind === 'TEXT') return { type: 'text', segments: isolateRuns(item.value ?? '') };
    if (item.kind === 'IMAGE') return { type: 'image', src: item.src ?? null };
    const id = item.fieldId ?? '';
    const field = catalogue.get(id);
    return resolveField?.(record, id, field) ?? resolveValue(record, id, field);
  };
  return (
    <div
      className={className ? `cc-print-sheet ${className}` : 'cc-print-sheet'}
      // The page keeps the designer's physical coordinates; each item's text is right to left.
      dir="ltr"
    >
      {background ? <img className="cc-print-sheet__background" src={background} alt="" /> : null}
      {template.fields.map((item, index) =>
        isShown === undefined || isShown(item, record) ? (
          <SheetItem
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their order is the template's.
            key={index}
            item={item}
            value={printed(item)}
            field={item.fieldId ? catalogue.get(item.fieldId) : undefined}
            fileUrls={fileUrls}
            messages={texts}
          />
        ) : null,
      )}
      {children}
    </div>
  );
}
