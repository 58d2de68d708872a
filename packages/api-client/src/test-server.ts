import type { LoginResult, User } from '@cc/contracts';

/** A user as the server sends it (test fixture). */
export const testUser: User = {
  id: 7,
  username: 'sales',
  fullName: 'أحمد علي',
  phone: '07701234567',
  companyUserId: 2,
  companyName: 'معرض الأمانة للسيارات',
  branch: { id: 1, name: 'الفرع الرئيسي' },
  roles: ['ROLE_USER'],
  companyRoles: [{ id: 1000, displayName: 'Sales', displayNameAr: 'مندوب مبيعات' }],
  permissions: [{ name: 'GET_DASHBOARD' }, { name: 'PERSON_READ' }],
  mustChangePassword: false,
};

export const testLogin: LoginResult = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  user: testUser,
  roles: ['ROLE_USER'],
  permissions: testUser.permissions,
};

export interface Recorded {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (req: Recorded) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fetch double routing by "METHOD path" (path after /api/carcontracts/v1/) that records each request.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/carcontracts/v1/', '') + url.search;
    const text = await request.text();
    const recorded: Recorded = {
      method: request.method,
      path,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return json(404, { message: 'غير موجود', code: 'NOT_FOUND' });
    return handler(recorded);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export const bearer = (r: Recorded) => r.headers.get('authorization');
