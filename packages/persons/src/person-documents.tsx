import { errorMessage } from '@cc/api-client';
import { DateText } from '@cc/business';
import {
  endpoints,
  MAX_TEMPLATE_IMAGE_BYTES,
  PERSON_DOCUMENT_KIND_LABELS,
  PERSON_DOCUMENT_KINDS,
  type PersonDocument,
  type PersonDocumentKind,
  UPLOAD_FILE_TYPES,
  type UploadFileType,
} from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  Button,
  ConfirmDelete,
  EmptyState,
  LoadStatus,
  RecordSection,
  readAsBase64,
  SelectInput,
  TextInput,
  toast,
} from '@cc/ui-rtl';
import { type FormEvent, useRef, useState } from 'react';
import { PERSONS_MESSAGES } from './messages';

const M = PERSONS_MESSAGES.documents;
const isUploadType = (type: string): type is UploadFileType =>
  (UPLOAD_FILE_TYPES as readonly string[]).includes(type);
const kindOptions = PERSON_DOCUMENT_KINDS.map((k) => ({ value: k, label: PERSON_DOCUMENT_KIND_LABELS[k] }));

/** The upload form: kind, note, the file (an image or a PDF), uploaded then attached. */
function AddDocument({ personId }: { personId: number }) {
  const upload = useResourceMutation(endpoints.files.upload);
  const add = useResourceMutation(endpoints.personDocuments.add);
  const [kind, setKind] = useState<PersonDocumentKind>('NATIONAL_ID');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || add.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    // Checked here too, so a wrong file is named before it travels (the server checks again).
    if (!file) return setError(M.pickFile);
    if (!isUploadType(file.type)) return setError(M.badType);
    if (file.size > MAX_TEMPLATE_IMAGE_BYTES) return setError(M.tooLarge);
    setError(undefined);
    try {
      const dataBase64 = await readAsBase64(file, M.readFailed);
      const { data } = await upload.mutateAsync({ body: { contentType: file.type, dataBase64 } });
      const { message } = await add.mutateAsync({
        params: { id: personId },
        body: { fileKey: data.key, kind, note: note.trim() || null },
      });
      toast.success(message ?? '');
      setNote('');
      if (fileRef.current) fileRef.current.value = '';
      setChosen(null);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <form className="cc-persons-documents__form" onSubmit={submit} noValidate>
      <SelectInput
        label={M.kind}
        options={kindOptions}
        value={kind}
        onChange={(e) => setKind(e.target.value as PersonDocumentKind)}
      />
      <TextInput label={M.note} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      <label className="cc-persons-documents__file cc-file-picker">
        <span className="cc-button" data-variant="secondary" data-size="md">
          {M.file}
        </span>
        {chosen ? <span>{chosen}</span> : null}
        <input
          ref={fileRef}
          type="file"
          accept={UPLOAD_FILE_TYPES.join(',')}
          aria-describedby="cc-persons-documents-hint"
          onChange={(e) => {
            setError(undefined);
            setChosen(e.target.files?.[0]?.name ?? null);
          }}
        />
        <small id="cc-persons-documents-hint">{M.hint}</small>
        {error ? <span role="alert">{error}</span> : null}
      </label>
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          {busy ? M.uploading : M.add}
        </Button>
      </div>
    </form>
  );
}

/**
 * «المستندات» of an account card (docs/domain/attachments.md): its documents (national id scans, signed
 * contracts…) with a link that opens each; with PERSON_UPDATE (`canEdit`) the upload form and removal
 * after a confirmation.
 *
 * @example
 * <PersonDocumentsSection personId={person.id} canEdit={useCan('PERSON_UPDATE')} />
 */
export function PersonDocumentsSection({ personId, canEdit }: { personId: number; canEdit: boolean }) {
  const found = useResource(endpoints.personDocuments.list, { params: { id: personId } });
  const remove = useResourceMutation(endpoints.personDocuments.remove);
  const [removing, setRemoving] = useState<PersonDocument | null>(null);
  const documents = found.data?.data;
  return (
    <RecordSection title={M.title}>
      {found.error ? (
        <EmptyState>{errorMessage(found.error)}</EmptyState>
      ) : !documents ? (
        <LoadStatus />
      ) : (
        <div className="cc-persons-documents">
          {documents.length === 0 ? (
            <p>{M.none}</p>
          ) : (
            <ul className="cc-persons-documents__list">
              {documents.map((d) => {
                const label = PERSON_DOCUMENT_KIND_LABELS[d.kind];
                return (
                  <li key={d.id}>
                    {d.contentType.startsWith('image/') ? (
                      <img src={d.url} alt="" width={48} height={36} loading="lazy" />
                    ) : (
                      <span className="cc-persons-documents__pdf" aria-hidden="true">
                        {M.pdf}
                      </span>
                    )}
                    <span className="cc-persons-documents__text">
                      <strong>{label}</strong>
                      {d.note ? <span> — {d.note}</span> : null}
                      <small>
                        <DateText value={d.createdAt.slice(0, 10)} />
                        {d.createdBy ? ` — ${d.createdBy}` : ''}
                      </small>
                    </span>
                    <span className="cc-persons-documents__actions">
                      <a href={d.url} target="_blank" rel="noreferrer" aria-label={M.openOf(label)}>
                        {M.open}
                      </a>
                      {canEdit ? (
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          aria-label={M.removeOf(label)}
                          disabled={remove.isPending}
                          onClick={() => setRemoving(d)}
                        >
                          {M.remove}
                        </Button>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {canEdit ? <AddDocument personId={personId} /> : null}
          <ConfirmDelete
            open={removing !== null}
            body={M.removeBody(removing ? PERSON_DOCUMENT_KIND_LABELS[removing.kind] : '')}
            busy={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() =>
              remove
                .mutateAsync({ params: { id: personId, documentId: removing!.id } })
                .then(({ message }) => toast.success(message ?? ''))
                .catch((failure: unknown) => toast.error(errorMessage(failure)))
                .finally(() => setRemoving(null))
            }
          />
        </div>
      )}
    </RecordSection>
  );
}
