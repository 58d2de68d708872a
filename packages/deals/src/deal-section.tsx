import type { ReactNode } from 'react';

/**
 * A section of the deal page: a landmark named by its heading (parties, car, plan, schedule, payments,
 * clearance).
 *
 * @example
 * <DealSection title="جدول الأقساط"><InstallmentsTable … /></DealSection>
 */
export function DealSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="cc-deals-section">
      <h2 className="cc-deals-heading">{title}</h2>
      {children}
    </section>
  );
}
