import type { ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../button';
import type { LinkComponent } from '../router-link';

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps {
  link: LinkComponent;
  to: string;
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  children?: ReactNode;
}

/**
 * A link that looks like a {@link Button}: an add link, a form's 'إلغاء', a page's 'تعديل'.
 *
 * @example
 * <ButtonLink link={Link} to="/new-car">+ اضافة سيارة</ButtonLink>
 */
export function ButtonLink({ link: Link, to, variant = 'primary', size = 'md', children }: ButtonLinkProps) {
  return (
    <Link to={to} className="cc-button" data-variant={variant} data-size={size}>
      {children}
    </Link>
  );
}
