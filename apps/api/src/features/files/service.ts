import { randomUUID } from 'node:crypto';
import {
  type FileUploadInput,
  MAX_TEMPLATE_IMAGE_BYTES,
  TEMPLATE_IMAGE_TOO_LARGE,
  type UploadedFile,
} from '@cc/contracts';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { isImageOfType } from '../../lib/image-magic';
import { signedFileUrl } from '../../lib/signed-urls';
import { MSG } from '../../messages';
import * as repo from './repository';

/** Uploaded images, stored in the database (shared by every process), shown through signed URLs. */
export function createFilesService(db: Db, secret: string) {
  return {
    async upload(ctx: RequestContext, input: FileUploadInput): Promise<UploadedFile> {
      const companyId = companyOf(ctx);
      const data = Buffer.from(input.dataBase64, 'base64');
      if (data.length > MAX_TEMPLATE_IMAGE_BYTES) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', TEMPLATE_IMAGE_TOO_LARGE, [
          { field: 'dataBase64', message: TEMPLATE_IMAGE_TOO_LARGE },
        ]);
      }
      if (!isImageOfType(input.contentType, data)) {
        throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, [
          { field: 'dataBase64', message: MSG.fileContentMismatch },
        ]);
      }
      const key = randomUUID();
      await db.transaction(async (tx) => {
        const id = await repo.insertFile(tx, {
          companyId,
          key,
          contentType: input.contentType,
          size: data.length,
          data,
          createdBy: ctx.userId,
        });
        await audited(tx, ctx, {
          action: 'FILE_UPLOADED',
          entity: 'file',
          entityId: id,
          changes: { after: { key, contentType: input.contentType, size: data.length } },
        });
      });
      return { key, url: signedFileUrl(secret, key) };
    },

    /** A fresh signed URL of one of the company's files (another company's: 404). */
    async url(ctx: RequestContext, key: string): Promise<UploadedFile> {
      if (!(await repo.companyFileExists(db, companyOf(ctx), key))) throw notFound(MSG.fileNotFound);
      return { key, url: signedFileUrl(secret, key) };
    },

    /** The bytes behind a key whose signature was checked. */
    async read(key: string): Promise<{ contentType: string; data: Buffer }> {
      const file = await repo.fileContent(db, key);
      if (!file) throw notFound(MSG.fileNotFound);
      return file;
    },
  };
}
