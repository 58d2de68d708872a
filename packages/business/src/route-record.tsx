import { errorMessage } from '@cc/api-client';
import type { EndpointArgs, EndpointDef, EndpointResult } from '@cc/contracts';
import { useResource } from '@cc/resources';
import {
  A4Page,
  ButtonLink,
  type DetailItem,
  DetailList,
  IconEdit,
  PageHeader,
  RecordGate,
  RecordSection,
} from '@cc/ui-rtl';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

/** The record an endpoint answers with (`{ data }`). */
export type RecordOf<E extends EndpointDef> = EndpointResult<E> extends { data: infer R } ? R : never;

/** Props of {@link RouteRecord}. */
export interface RouteRecordProps<E extends EndpointDef> {
  /** A `GET …/:id` endpoint answering `{ data: record }`. */
  endpoint: E;
  /** The page's title while the record is not there. */
  title: string;
  /** The failure for an `:id` that is not a positive whole number ('السيارة غير موجودة'). */
  notFound: string;
  /** The way back (a link to the list). */
  back: ReactNode;
  children: (record: RecordOf<E>) => ReactNode;
}

/**
 * The record of the route's `:id` for a page: until it is there, the page's title with 'جار التحميل...',
 * or the Arabic failure (`notFound` for an invalid id, the server's message otherwise) and the way back.
 *
 * @example
 * <RouteRecord endpoint={endpoints.cars.get} title="بيانات السيارة" notFound="السيارة غير موجودة"
 *   back={<Link to="/cars">العودة إلى القائمة</Link>}>{(car) => <CarView car={car} />}</RouteRecord>
 */
export function RouteRecord<E extends EndpointDef>({
  endpoint,
  title,
  notFound,
  back,
  children,
}: RouteRecordProps<E>) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const read = useResource(endpoint, { params: { id } } as EndpointArgs<E>, { enabled: valid });
  const record = (read.data as { data?: RecordOf<E> } | undefined)?.data;
  return (
    <RecordGate
      title={title}
      record={record}
      error={valid ? read.error && errorMessage(read.error) : notFound}
      back={back}
    >
      {children}
    </RecordGate>
  );
}

/** Props of {@link ListedRecord}. */
export interface ListedRecordProps<G extends EndpointDef> {
  /** The record's `GET …/:id`, answering `{ data: record }`. */
  endpoints: { get: G };
  /** The page's title while the record is not there. */
  title: string;
  /** The list, the way back. */
  paths: { list: string };
  /** The feature's Arabic texts: an unknown id ('السيارة غير موجودة'), the way back. */
  messages: { notFound: string; backToList: string };
  children: (record: RecordOf<G>) => ReactNode;
}

/** {@link RouteRecord} of a feature's `GET …/:id`, with its 'not found' and the way back to its list. */
export function ListedRecord<G extends EndpointDef>({
  endpoints,
  title,
  paths,
  messages,
  children,
}: ListedRecordProps<G>) {
  return (
    <RouteRecord
      endpoint={endpoints.get}
      title={title}
      notFound={messages.notFound}
      back={<Link to={paths.list}>{messages.backToList}</Link>}
    >
      {children}
    </RouteRecord>
  );
}

/** Props of {@link RecordViewPage}. */
export interface RecordViewPageProps<G extends EndpointDef>
  extends Omit<ListedRecordProps<G>, 'paths' | 'messages' | 'children'> {
  /** The list, the way back, and the record's edit page. */
  paths: { list: string; edit: (id: number) => string };
  /** The feature's Arabic texts: an unknown id, the way back, the edit link. */
  messages: { notFound: string; backToList: string; edit: string };
  /** The record's name, the page's h1. */
  nameOf: (record: RecordOf<G>) => string;
  /** Under the name (a status badge). */
  subtitle?: (record: RecordOf<G>) => ReactNode;
  /** Whether the user may edit this record (permission, status): the edit link shows only then. */
  editable: (record: RecordOf<G>) => boolean;
  /** The details section: its title and the record's fields with their Arabic labels. */
  details: { title: string; items: (record: RecordOf<G>) => DetailItem[] };
  /** The feature's further sections, after the details (the record's deals). */
  children?: (record: RecordOf<G>) => ReactNode;
}

/**
 * A feature's record page (car/:id/view, account-cards/:id/view): the record of the route's `:id` (until
 * it is there the page's title with 'جار التحميل...', or the Arabic failure and the way back), then its
 * header (name, the edit link where `editable`, the way back to the list), its details section and the
 * feature's further sections.
 *
 * @example
 * <RecordViewPage {...CAR_RECORD} title="بيانات السيارة" editable={(car) => car.status === 'Pending'}
 *   details={{ title: 'تفاصيل السيارة', items: detailsOf }}>
 *   {(car) => <CarDeals carId={car.id} />}
 * </RecordViewPage>
 */
export function RecordViewPage<G extends EndpointDef>({
  nameOf,
  subtitle,
  editable,
  details,
  children,
  ...listed
}: RecordViewPageProps<G>) {
  const { paths, messages: M } = listed;
  return (
    <A4Page>
      <ListedRecord {...listed}>
        {(record) => (
          <>
            <RecordHeader
              title={nameOf(record)}
              subtitle={subtitle?.(record)}
              editTo={editable(record) ? paths.edit((record as { id: number }).id) : undefined}
              editLabel={M.edit}
              backTo={paths.list}
              backLabel={M.backToList}
            />
            <RecordSection title={details.title}>
              <DetailList items={details.items(record)} />
            </RecordSection>
            {children?.(record)}
          </>
        )}
      </ListedRecord>
    </A4Page>
  );
}

/** Props of {@link RecordHeader}. */
export interface RecordHeaderProps {
  /** The record's name, the page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The record's edit page, or undefined where the user may not edit it (no link then). */
  editTo?: string | undefined;
  editLabel: string;
  /** The list the record belongs to. */
  backTo: string;
  backLabel: string;
}

/**
 * The header of a record's page: its name, the edit link where allowed and the way back to the list.
 *
 * @example
 * <RecordHeader title={car.name} editTo={canEdit ? carPaths.edit(car.id) : undefined} editLabel="تعديل"
 *   backTo="/cars" backLabel="العودة إلى القائمة" />
 */
export function RecordHeader({ title, subtitle, editTo, editLabel, backTo, backLabel }: RecordHeaderProps) {
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        <>
          {editTo ? (
            <ButtonLink link={Link} to={editTo}>
              <IconEdit size={18} />
              {editLabel}
            </ButtonLink>
          ) : null}
          <ButtonLink link={Link} to={backTo} variant="secondary">
            {backLabel}
          </ButtonLink>
        </>
      }
    />
  );
}
