import type { ReactNode } from 'react';

/** Props of {@link Bdi}. */
export interface BdiProps {
  children: ReactNode;
  /** Force a direction; by default the browser isolates the text and picks it from its first strong letter. */
  dir?: 'ltr' | 'rtl' | 'auto';
  className?: string;
}

/**
 * Isolates numbers, Latin codes, plate and chassis numbers, e-mails and ids inside Arabic text, so that
 * neighbouring punctuation does not jump (e.g. "#12" staying "#12", "ABC-123" staying in order).
 * Use it (or a plain `<bdi>`) for every value that is not Arabic prose.
 *
 * @example
 * ```tsx
 * <span>رقم الشاصي: <Bdi>{car.chassisNumber}</Bdi></span>
 * <span>{role.displayNameAr} - <Bdi dir="ltr">#{role.id}</Bdi></span>
 * ```
 */
export function Bdi({ children, dir, className }: BdiProps) {
  return (
    <bdi dir={dir} className={className}>
      {children}
    </bdi>
  );
}
