import { randomUUID } from 'node:crypto';
import {
  DEFAULT_FILES_QUOTA_BYTES,
  type FilesUsage,
  type FileUploadInput,
  MAX_TEMPLATE_IMAGE_BYTES,
  TEMPLATE_IMAGE_TOO_LARGE,
  UPLOAD_FILE_TOO_LARGE,
  type UploadedFile,
} from '@cc/contracts';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { isUploadOfType } from '../../lib/image-magic';
import { signedFileUrl } from '../../lib/signed-urls';
import { filesQuotaExceededMessage, MSG } from '../../messages';
import * as repo from './repository';

/**
 * Uploaded images (and PDF documents), stored in the database (shared by every process), shown through
 * signed URLs; a company's files take at most `quotaBytes` in all (docs/domain/attachments.md#quota).
 */
export function createFilesService(db: Db, secret: string, quotaBytes = DEFAULT_FILES_QUOTA_BYTES) {
  return {
    async upload(ctx: RequestContext, input: FileUploadInput): Promise<UploadedFile> {
      const companyId = companyOf(ctx);
      const data = Buffer.from(input.dataBase64, 'base64');
      if (data.length > MAX_TEMPLATE_IMAGE_BYTES) {
        const message =
          input.contentType === 'application/pdf' ? UPLOAD_FILE_TOO_LARGE : TEMPLATE_IMAGE_TOO_LARGE;
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', message, [{ field: 'dataBase64', message }]);
      }
      if (!isUploadOfType(input.contentType, data)) {
        throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, [
          { field: 'dataBase64', message: MSG.fileContentMismatch },
        ]);
      }
      const key = randomUUID();
      await db.transaction(async (tx) => {
        // Under the company's upload lock, so two uploads at once cannot both fit in the last megabytes.
        await repo.lockCompanyUploads(tx, companyId);
        if ((await repo.companyFilesBytes(tx, companyId)) + data.length > quotaBytes) {
          const message = filesQuotaExceededMessage(quotaBytes);
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', message, [{ field: 'dataBase64', message }]);
        }
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

    /** The bytes the company's files take, and its quota. */
    async usage(ctx: RequestContext): Promise<FilesUsage> {
      return { usedBytes: await repo.companyFilesBytes(db, companyOf(ctx)), limitBytes: quotaBytes };
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
