import { errorMessage } from '@cc/api-client';
import type { EndpointDef } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import {
  A4Page,
  ButtonLink,
  type FieldSpec,
  PageHeader,
  RecordForm,
  type SchemaInput,
  type SchemaLoader,
  toast,
  type ZodSchemaLike,
} from '@cc/ui-rtl';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ListedRecord, type RecordOf } from './route-record';

/** Props of {@link RecordFormPage}. */
export interface RecordFormPageProps<S extends ZodSchemaLike, G extends EndpointDef> {
  /** The record's endpoints: GET …/:id (loads the edited one), POST (creates) and PUT …/:id (updates). */
  endpoints: { get: G; create: EndpointDef; update: EndpointDef };
  /**
   * The contract's input schema, or its loader (the page then paints without zod): it checks the fields
   * before anything is sent.
   */
  schema: S | SchemaLoader<S>;
  fields: readonly FieldSpec<SchemaInput<S>>[];
  /** An edited record's name, under the heading. */
  nameOf: (record: RecordOf<G>) => string;
  /** The list, and the record's page (opened after saving). */
  paths: { list: string; view: (id: number) => string };
  /**
   * The feature's Arabic texts: the page's heading for a new record and for an edited one, the toast when
   * the server sends none, the buttons, an unknown id, the way back.
   */
  messages: {
    newTitle: string;
    editTitle: string;
    saved: string;
    save: string;
    cancel: string;
    notFound: string;
    backToList: string;
  };
  /**
   * Why this user may not edit the loaded record (its status: a sold car for staff), or null. Then the
   * form never shows: the reason is shown and the record's page opens instead (the server would refuse
   * the save anyway).
   */
  refuseEdit?: (record: RecordOf<G>) => string | null;
}

/**
 * The new-record and edit-record page of a feature (new-car and car/:id/edit, new-account and
 * account-cards/:id/edit): the form of `fields` checked by `schema` (its Arabic messages under the fields),
 * the server's field errors under their fields and any other refusal as its message; 'حفظ' toasts the
 * server's answer and opens the record's page, 'إلغاء' goes back. With an `:id` in the route it loads the
 * record first (`messages.notFound` for an unknown one).
 *
 * @example
 * <RecordFormPage endpoints={endpoints.cars} schema={carInputSchema} fields={CAR_FIELDS}
 *   nameOf={(car) => car.name} paths={{ list: '/cars', view: (id) => `/car/${id}/view` }}
 *   messages={CARS_MESSAGES} /> // CARS_MESSAGES.newTitle: 'إضافة سيارة', .editTitle: 'تعديل السيارة', …
 */
export function RecordFormPage<S extends ZodSchemaLike, G extends EndpointDef>(
  props: RecordFormPageProps<S, G>,
) {
  const editing = useParams().id !== undefined;
  const { nameOf, messages: M } = props;
  return (
    <A4Page>
      {editing ? (
        <ListedRecord endpoints={props.endpoints} title={M.editTitle} paths={props.paths} messages={M}>
          {(record) => {
            const refusal = props.refuseEdit?.(record) ?? null;
            const id = (record as { id: number }).id;
            if (refusal) return <RefuseEdit message={refusal} to={props.paths.view(id)} />;
            return (
              <>
                <PageHeader title={M.editTitle} subtitle={nameOf(record)} />
                <RecordFormOf
                  key={(record as { id: number }).id}
                  {...props}
                  record={record as { id: number }}
                />
              </>
            );
          }}
        </ListedRecord>
      ) : (
        <>
          <PageHeader title={M.newTitle} />
          <RecordFormOf {...props} />
        </>
      )}
    </A4Page>
  );
}

/** An edit page the user may not use: says why (once) and opens the record's page instead. */
function RefuseEdit({ message, to }: { message: string; to: string }) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.error(message);
  }, [message]);
  return <Navigate to={to} replace />;
}

/** The form itself, for a new record or a loaded one. */
function RecordFormOf<S extends ZodSchemaLike, G extends EndpointDef>({
  endpoints,
  schema,
  fields,
  paths,
  messages: M,
  record,
}: RecordFormPageProps<S, G> & { record?: { id: number } }) {
  const navigate = useNavigate();
  const create = useResourceMutation(endpoints.create);
  const update = useResourceMutation(endpoints.update);
  return (
    <RecordForm
      schema={schema}
      fields={fields}
      record={record}
      save={async (body) =>
        (await (record
          ? update.mutateAsync({ params: { id: record.id }, body } as never)
          : create.mutateAsync({ body } as never))) as { data: { id: number }; message?: string }
      }
      onSaved={({ data, message }) => {
        toast.success(message ?? M.saved);
        void navigate(paths.view(data.id));
      }}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancel={
        <ButtonLink link={Link} to={record ? paths.view(record.id) : paths.list} variant="secondary">
          {M.cancel}
        </ButtonLink>
      }
    />
  );
}
