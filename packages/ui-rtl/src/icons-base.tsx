// The icons' frame and the app shell's own icons (menu, close, user, sign out, bell); the pages' icons are
// in icons/, one module each, so the shell, which every page loads, carries only these
// (docs/architecture.md, "Bundle budget").
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
 * An icon component drawing `drawing()` (24x24 shapes) in the shared frame; a `mirrored` one is flipped by
 * CSS under `dir="rtl"`. The shapes are drawn when rendered, not when the module loads, so a module of
 * icons runs nothing at load and a page that uses none of them does not load it.
 */
export function icon(name: string, drawing: () => ReactNode, { mirrored = false } = {}) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level, never in a render, so each icon keeps one identity
  const Icon = (props: IconProps) => (
    <SvgIcon {...props} mirrored={mirrored}>
      {drawing()}
    </SvgIcon>
  );
  Icon.displayName = name;
  return Icon;
}

/**
 * Hamburger menu icon.
 *
 * @example
 * ```tsx
 * <button aria-label="القائمة"><IconMenu /></button>
 * ```
 */
export const IconMenu = /* @__PURE__ */ icon('IconMenu', () => <path d="M4 6h16M4 12h16M4 18h16" />);

/**
 * Close (×) icon.
 *
 * @example
 * ```tsx
 * <button aria-label={UI_MESSAGES.close}><IconClose /></button>
 * ```
 */
export const IconClose = /* @__PURE__ */ icon('IconClose', () => <path d="M18 6L6 18M6 6l12 12" />);

/**
 * Sign-out icon. The arrow points to the inline end, so it is mirrored in RTL.
 *
 * @example
 * ```tsx
 * <Button variant="ghost" startIcon={<IconLogout />}>تسجيل الخروج</Button>
 * ```
 */
export const IconLogout = /* @__PURE__ */ icon(
  'IconLogout',
  () => (
    <>
      <path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4" />
      <path d="M16 17l5-5-5-5" />
      <path d="M21 12H9" />
    </>
  ),
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
export const IconUser = /* @__PURE__ */ icon('IconUser', () => (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </>
));

/**
 * Bell: notifications.
 *
 * @example
 * ```tsx
 * <button aria-label="الإشعارات"><IconBell /></button>
 * ```
 */
export const IconBell = /* @__PURE__ */ icon('IconBell', () => (
  <>
    <path d="M6 8a6 6 0 0112 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 003.4 0" />
  </>
));
