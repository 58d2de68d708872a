import { type ReactNode, useId } from 'react';

/** Props of {@link HeadedSection}. */
export interface HeadedSectionProps {
  /** The section's h2, which names it. */
  heading: ReactNode;
  className: string;
  headingClassName: string;
  children?: ReactNode;
}

/**
 * A region named by its heading: a `<section>` whose `aria-labelledby` points at its `<h2>`, so assistive
 * technology lists it under that name.
 *
 * @example
 * <HeadedSection className="cc-staff-panel" headingClassName="cc-staff-panel__title" heading="الفروع">
 *   <BranchesTable />
 * </HeadedSection>
 */
export function HeadedSection({ heading, className, headingClassName, children }: HeadedSectionProps) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
