import type { FilesUsage } from '@cc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { BASE, dataOf, useTestApp } from '../../../test/helper';
import { PNG_1X1, pngOfSize } from '../../../test/images';

// The company's file quota (docs/domain/attachments.md#quota), with a quota of 1 MB so that a test
// reaches it: each company's files count apart.

const MB = 1024 * 1024;
const t = useTestApp({ config: { filesQuotaBytes: MB } });
const PNG = PNG_1X1;
/** A whole PNG of 600 KB (the upload checks the image's structure to its end). */
const BIG = pngOfSize(600 * 1024);

let first: string;
let second: string;

beforeAll(async () => {
  const a = await createOtherCompany(t);
  const b = await createOtherCompany(t);
  first = (await t.login(a.accountUsername)).accessToken;
  second = (await t.login(b.accountUsername)).accessToken;
});

const upload = (token: string, data = BIG) =>
  t.request({
    method: 'POST',
    url: `${BASE}/files`,
    token,
    payload: { contentType: 'image/png', dataBase64: data.toString('base64') },
  });

describe('files quota', () => {
  it('refuses an upload past the quota with 413 and an Arabic message; usage shows used and limit', async () => {
    expect(dataOf<FilesUsage>(await t.get(`${BASE}/files/usage`, first), 200)).toEqual({
      usedBytes: 0,
      limitBytes: MB,
    });
    dataOf(await upload(first), 201);
    const over = await upload(first);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'تجاوزت الشركة المساحة المسموحة للملفات (1 ميغابايت)',
    });
    // A small one still fits; the other company has its own quota.
    dataOf(await upload(first, PNG), 201);
    dataOf(await upload(second), 201);
    expect(dataOf<FilesUsage>(await t.get(`${BASE}/files/usage`, first), 200)).toEqual({
      usedBytes: BIG.length + PNG.length,
      limitBytes: MB,
    });
  });

  it('lets two uploads at once not both pass the last space', async () => {
    const c = await createOtherCompany(t);
    const token = (await t.login(c.accountUsername)).accessToken;
    const results = await Promise.all([upload(token), upload(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 413]);
  });
});
