import { errorMessage } from '@cc/api-client';
import type { EndpointArgs, EndpointDef, EndpointResult } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { ButtonLink, IconEdit, PageHeader, RecordGate } from '@cc/ui-rtl';
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
