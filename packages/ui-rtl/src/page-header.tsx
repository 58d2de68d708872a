import type { ReactNode } from 'react';
import { cx } from './cx';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** Buttons or links at the inline end (left in RTL); they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** A line of muted text under the title. */
  subtitle?: ReactNode;
  className?: string;
}

/**
 * Title row of a screen: an h1 and an actions area.
 *
 * @example
 * ```tsx
 * <PageHeader title="إدارة الأدوار والصلاحيات" actions={<Button>إضافة دور</Button>} />
 * ```
 */
export function PageHeader({ title, actions, subtitle, className }: PageHeaderProps) {
  return (
    <header className={cx('cc-page-header', className)}>
      <div className="cc-page-header__text">
        <h1 className="cc-page-header__title">{title}</h1>
        {subtitle ? <p className="cc-page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="cc-page-header__actions">{actions}</div> : null}
    </header>
  );
}
