import type { ReactNode, SVGProps } from 'react';
import { cx } from './cx';

/** Props of every icon: native SVG props plus a pixel `size` (default 20). */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in pixels. Default 20. */
  size?: number;
}

interface SvgIconProps extends IconProps {
  mirrored?: boolean;
  children: ReactNode;
}

/** Shared frame of the icons: 24x24 stroke icons in currentColor, hidden from assistive technology. */
function SvgIcon({ size = 20, mirrored = false, className, children, ...rest }: SvgIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx('cc-icon', mirrored && 'cc-icon--mirror', className)}
      {...rest}
    >
      {children}
    </svg>
  );
}

/**
 * An icon component drawing `drawing` (24x24 shapes) in the shared frame; a `mirrored` one is flipped by CSS
 * under `dir="rtl"`.
 */
function icon(name: string, drawing: ReactNode, { mirrored = false } = {}) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level, never in a render, so each icon keeps one identity
  const Icon = (props: IconProps) => (
    <SvgIcon {...props} mirrored={mirrored}>
      {drawing}
    </SvgIcon>
  );
  Icon.displayName = name;
  return Icon;
}

/**
 * Chevron pointing towards the inline start (right in RTL, left in LTR): "previous", "back".
 * Drawn for LTR and mirrored by CSS under `dir="rtl"`.
 *
 * @example
 * ```tsx
 * <Button variant="ghost"><IconChevronStart /> السابق</Button>
 * ```
 */
export const IconChevronStart = icon('IconChevronStart', <path d="M15 18l-6-6 6-6" />, { mirrored: true });

/**
 * Chevron pointing towards the inline end (left in RTL): "next", "open".
 *
 * @example
 * ```tsx
 * <Button variant="ghost">التالي <IconChevronEnd /></Button>
 * ```
 */
export const IconChevronEnd = icon('IconChevronEnd', <path d="M9 18l6-6-6-6" />, { mirrored: true });

/**
 * Arrow pointing towards the inline end (left in RTL): "became", from an old value to a new one in
 * reading order. Drawn for LTR and mirrored by CSS under `dir="rtl"`.
 *
 * @example
 * ```tsx
 * <bdi>أبيض</bdi> <IconArrowEnd size={14} /> <bdi>أسود</bdi>
 * ```
 */
export const IconArrowEnd = icon('IconArrowEnd', <path d="M5 12h14M13 6l6 6-6 6" />, { mirrored: true });

/**
 * Chevron pointing down (direction-neutral), used for expandable rows.
 *
 * @example
 * ```tsx
 * <IconChevronDown />
 * ```
 */
export const IconChevronDown = icon('IconChevronDown', <path d="M6 9l6 6 6-6" />);

/**
 * Hamburger menu icon.
 *
 * @example
 * ```tsx
 * <button aria-label="القائمة"><IconMenu /></button>
 * ```
 */
export const IconMenu = icon('IconMenu', <path d="M4 6h16M4 12h16M4 18h16" />);

/**
 * Close (×) icon.
 *
 * @example
 * ```tsx
 * <button aria-label={UI_MESSAGES.close}><IconClose /></button>
 * ```
 */
export const IconClose = icon('IconClose', <path d="M18 6L6 18M6 6l12 12" />);

/**
 * Magnifier icon for search boxes.
 *
 * @example
 * ```tsx
 * <TextInput startIcon={<IconSearch />} placeholder="بحث" />
 * ```
 */
export const IconSearch = icon(
  'IconSearch',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);

/**
 * Funnel icon for filter toggles.
 *
 * @example
 * ```tsx
 * <Button variant="secondary"><IconFilter /> تصفية</Button>
 * ```
 */
export const IconFilter = icon('IconFilter', <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5z" />);

/**
 * Pencil icon for edit actions.
 *
 * @example
 * ```tsx
 * <a href="/car/1/edit" aria-label="تعديل"><IconEdit /></a>
 * ```
 */
export const IconEdit = icon(
  'IconEdit',
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.12 2.12 0 013 3L7 19l-4 1 1-4 12.5-12.5z" />
  </>,
);

/**
 * Bin icon for delete actions.
 *
 * @example
 * ```tsx
 * <button aria-label="حذف"><IconTrash /></button>
 * ```
 */
export const IconTrash = icon(
  'IconTrash',
  <>
    <path d="M3 6h18" />
    <path d="M8 6V4a1 1 0 011-1h6a1 1 0 011 1v2" />
    <path d="M19 6l-1 14a2 2 0 01-2 2H8a2 2 0 01-2-2L5 6" />
    <path d="M10 11v6M14 11v6" />
  </>,
);

/**
 * Eye icon for view actions.
 *
 * @example
 * ```tsx
 * <a href="/car/1/view" aria-label="عرض"><IconEye /></a>
 * ```
 */
export const IconEye = icon(
  'IconEye',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/**
 * Printer icon for print links (a deal's printout in a compact row).
 *
 * @example
 * ```tsx
 * <a href="/print/1/true" aria-label="طباعة"><IconPrinter /></a>
 * ```
 */
export const IconPrinter = icon(
  'IconPrinter',
  <>
    <path d="M6 9V3h12v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M6 14h12v7H6z" />
  </>,
);

/**
 * Plus icon for add actions.
 *
 * @example
 * ```tsx
 * <Button startIcon={<IconPlus />}>اضافة سيارة</Button>
 * ```
 */
export const IconPlus = icon('IconPlus', <path d="M12 5v14M5 12h14" />);

/**
 * Sign-out icon. The arrow points to the inline end, so it is mirrored in RTL.
 *
 * @example
 * ```tsx
 * <Button variant="ghost" startIcon={<IconLogout />}>تسجيل الخروج</Button>
 * ```
 */
export const IconLogout = icon(
  'IconLogout',
  <>
    <path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4" />
    <path d="M16 17l5-5-5-5" />
    <path d="M21 12H9" />
  </>,
  { mirrored: true },
);

/**
 * Person icon for profile links.
 *
 * @example
 * ```tsx
 * <a href="/profile"><IconUser /> الملف الشخصي</a>
 * ```
 */
export const IconUser = icon(
  'IconUser',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </>,
);

/**
 * Three vertical dots: the trigger of a row's actions menu.
 *
 * @example
 * ```tsx
 * <button aria-label="إجراءات"><IconMore /></button>
 * ```
 */
export const IconMore = icon(
  'IconMore',
  <>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>,
);

/**
 * Bell: notifications.
 *
 * @example
 * ```tsx
 * <button aria-label="الإشعارات"><IconBell /></button>
 * ```
 */
export const IconBell = icon(
  'IconBell',
  <>
    <path d="M6 8a6 6 0 0112 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 003.4 0" />
  </>,
);
