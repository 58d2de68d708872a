import { errorMessage } from '@cc/api-client';
import { type CarPhoto, endpoints, MAX_TEMPLATE_IMAGE_BYTES, TEMPLATE_IMAGE_TYPES } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  Badge,
  Button,
  ConfirmDelete,
  EmptyState,
  LoadStatus,
  RecordSection,
  readAsBase64,
  toast,
} from '@cc/ui-rtl';
import { type ChangeEvent, useState } from 'react';
import { CAR_RECORD_MESSAGES } from './record-messages';

const M = CAR_RECORD_MESSAGES.photos;
type ImageType = (typeof TEMPLATE_IMAGE_TYPES)[number];
const isImage = (type: string): type is ImageType =>
  (TEMPLATE_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * «الصور» of a car (docs/domain/attachments.md): its photos as a grid of thumbnails, the cover marked
 * «صورة الغلاف». With UPDATE_CAR (`canEdit`): upload several at once (each uploaded, then attached),
 * make one the cover, remove one after a confirmation.
 *
 * @example
 * <CarPhotosSection carId={car.id} canEdit={useCan('UPDATE_CAR')} />
 */
export function CarPhotosSection({ carId, canEdit }: { carId: number; canEdit: boolean }) {
  const found = useResource(endpoints.carPhotos.list, { params: { id: carId } });
  const upload = useResourceMutation(endpoints.files.upload);
  const add = useResourceMutation(endpoints.carPhotos.add);
  const setCover = useResourceMutation(endpoints.carPhotos.setCover);
  const remove = useResourceMutation(endpoints.carPhotos.remove);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [removing, setRemoving] = useState<CarPhoto | null>(null);
  const photos = found.data?.data;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length === 0) return;
    setProgress({ done: 0, total: picked.length });
    for (const [i, file] of picked.entries()) {
      setProgress({ done: i, total: picked.length });
      // Checked here too, so a wrong file is named before it travels (the server checks again).
      if (!isImage(file.type)) {
        toast.error(M.notImage(file.name));
        continue;
      }
      if (file.size > MAX_TEMPLATE_IMAGE_BYTES) {
        toast.error(M.tooLarge(file.name));
        continue;
      }
      try {
        const dataBase64 = await readAsBase64(file, M.readFailed);
        const { data } = await upload.mutateAsync({ body: { contentType: file.type, dataBase64 } });
        const { message } = await add.mutateAsync({ params: { id: carId }, body: { fileKey: data.key } });
        if (i === picked.length - 1) toast.success(message ?? '');
      } catch (error) {
        toast.error(errorMessage(error));
      }
    }
    setProgress(null);
  };

  const busy = progress !== null || setCover.isPending || remove.isPending;
  return (
    <RecordSection title={M.title}>
      {found.error ? (
        <EmptyState>{errorMessage(found.error)}</EmptyState>
      ) : !photos ? (
        <LoadStatus />
      ) : (
        <div className="cc-cars-photos">
          {photos.length === 0 ? (
            <p>{M.none}</p>
          ) : (
            <ul className="cc-cars-photos__grid">
              {photos.map((p, i) => (
                <li key={p.id} className="cc-cars-photos__item">
                  <a href={p.url} target="_blank" rel="noreferrer">
                    <img src={p.url} alt={M.photoAlt(i + 1)} loading="lazy" />
                  </a>
                  {p.isCover ? <Badge tone="info">{M.cover}</Badge> : null}
                  {canEdit ? (
                    <div className="cc-cars-photos__actions">
                      {p.isCover ? null : (
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          aria-label={M.makeCoverOf(i + 1)}
                          disabled={busy}
                          onClick={() =>
                            setCover
                              .mutateAsync({ params: { id: carId, photoId: p.id } })
                              .then(({ message }) => toast.success(message ?? ''))
                              .catch((error: unknown) => toast.error(errorMessage(error)))
                          }
                        >
                          {M.makeCover}
                        </Button>
                      )}
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={M.removeOf(i + 1)}
                        disabled={busy}
                        onClick={() => setRemoving(p)}
                      >
                        {M.remove}
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {canEdit ? (
            <label className="cc-cars-photos__upload cc-file-picker">
              <span className="cc-button" data-variant="secondary" data-size="md">
                {M.add}
              </span>
              <input
                type="file"
                multiple
                accept={TEMPLATE_IMAGE_TYPES.join(',')}
                disabled={progress !== null}
                onChange={pick}
              />
              <small>{M.hint}</small>
              {progress ? <span role="status">{M.uploading(progress.done, progress.total)}</span> : null}
            </label>
          ) : null}
          <ConfirmDelete
            open={removing !== null}
            body={M.removeBody}
            busy={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() =>
              remove
                .mutateAsync({ params: { id: carId, photoId: removing!.id } })
                .then(({ message }) => toast.success(message ?? ''))
                .catch((error: unknown) => toast.error(errorMessage(error)))
                .finally(() => setRemoving(null))
            }
          />
        </div>
      )}
    </RecordSection>
  );
}
