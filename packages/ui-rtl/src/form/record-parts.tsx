import type { ReactNode } from 'react';
import { HeadedSection } from '../headed-section';
import { UI_MESSAGES } from '../messages';
import { PageHeader } from '../page-header';
import { Spinner } from '../spinner';
import { FORM_MESSAGES } from './messages';

/**
 * A record screen before its record is there: 'جار التحميل...' (announced), or, once the load failed,
 * the Arabic message as an alert with what to do next (a link back to the list).
 *
 * @example
 * if (!car.data) return <LoadStatus error={car.error && errorMessage(car.error)}><Link to="/cars">العودة</Link></LoadStatus>;
 */
export function LoadStatus({ error, children }: { error?: string | null | undefined; children?: ReactNode }) {
  if (error) {
    return (
      <div className="cc-state" role="alert">
        <p>{error}</p>
        {children}
      </div>
    );
  }
  return (
    <p className="cc-state" role="status">
      <Spinner size={20} /> {UI_MESSAGES.loading}
    </p>
  );
}

/** Props of {@link RecordGate}. */
export interface RecordGateProps<T> {
  /** The page's title while the record is not there. */
  title: string;
  /** The record, once loaded. */
  record: T | undefined;
  /** The Arabic failure ('… غير موجود'), or nothing while loading. */
  error?: string | null | undefined;
  /** What to do next when it failed (a link back to the list). */
  back?: ReactNode;
  /** The page, given the record. */
  children: (record: T) => ReactNode;
}

/**
 * A record's page until its record is there: the title with 'جار التحميل...', or the failure and the way
 * back; then the page itself.
 *
 * @example
 * <RecordGate title="بيانات السيارة" record={car.data?.data} error={car.error && errorMessage(car.error)}
 *   back={<Link to="/cars">العودة إلى القائمة</Link>}>{(record) => <CarView car={record} />}</RecordGate>
 */
export function RecordGate<T>({ title, record, error, back, children }: RecordGateProps<T>) {
  if (record !== undefined) return <>{children(record)}</>;
  return (
    <>
      <PageHeader title={title} />
      <LoadStatus error={error}>{back}</LoadStatus>
    </>
  );
}

/**
 * A titled part of a record's page: a region named by its heading.
 *
 * @example
 * <RecordSection title="بيانات السيارة"><DetailList items={items} /></RecordSection>
 */
export function RecordSection({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <HeadedSection
      className="cc-record-section"
      headingClassName="cc-record-section__heading"
      heading={title}
    >
      {children}
    </HeadedSection>
  );
}

/** One entry of a {@link DetailList}: `null`, `undefined` or '' shows as 'غير متوفر'. */
export interface DetailItem {
  label: string;
  value: ReactNode;
}

/**
 * A record's fields as a definition list of cards (label over value).
 *
 * @example
 * <DetailList items={[{ label: 'اللون', value: car.color }, { label: 'ملاحظات', value: car.notes }]} />
 */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="cc-details">
      {items.map(({ label, value }) => (
        <div key={label} className="cc-details__item">
          <dt>{label}</dt>
          <dd>
            {value === null || value === undefined || value === '' ? (
              <span className="cc-missing">{FORM_MESSAGES.missing}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An empty or unavailable part of a page ('لا توجد عقود…'): a quiet dashed box.
 *
 * @example
 * <EmptyState>لا توجد عقود أو وكالات لهذه السيارة</EmptyState>
 */
export function EmptyState({ children }: { children?: ReactNode }) {
  return <p className="cc-empty">{children}</p>;
}
