import { endpoints, SERVER_MESSAGES as MSG } from '@cc/contracts';
import type { FakeDb } from '../db';
import { type FakeRoute, notFound, route } from '../fake-api';

// The server's message (apps/api/src/messages.ts).

/**
 * What the print pages need beyond the other areas: a fresh "signed URL" of an uploaded file (GET
 * /files/{key}/url). The fake keeps files as data URLs (`db.files`), so the URL it answers is the file
 * itself: an <img> in a story shows it. An unknown key is 404, as the server answers another company's.
 */
export function printSupportRoutes(db: FakeDb): FakeRoute[] {
  return [
    route(endpoints.files.url, ({ params }) => {
      const url = db.files.get(params.key);
      if (url === undefined) throw notFound(MSG.fileNotFound);
      return { data: { key: params.key, url } };
    }),
  ];
}
