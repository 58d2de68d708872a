import { HeadedSection } from '@cc/ui-rtl';
import type { ReactNode } from 'react';

/**
 * A titled panel of the staff screens (branches, company settings, a profile): a region named by its
 * heading.
 *
 * @example
 * <StaffPanel title="الفروع"><BranchesTable /></StaffPanel>
 */
export function StaffPanel({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <HeadedSection className="cc-staff-panel" headingClassName="cc-staff-panel__title" heading={title}>
      {children}
    </HeadedSection>
  );
}
