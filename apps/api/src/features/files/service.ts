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
import { signedFileUrl } from '../../lib/signed-urls';
import { MSG } from '../../messages';
import * as repo from './repository';

/** The first bytes of each accepted image type. */
const MAGIC: Record<FileUploadInput['contentType'], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

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
      if (data.length === 0 || !MAGIC[input.contentType](data)) {
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
