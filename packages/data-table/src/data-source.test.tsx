import { createApiClient } from '@cc/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClientSource, DataTableProvider } from './data-source';
import { ExportButton } from './export-button';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('apiClientSource', () => {
  it('loads pages through the api-client with the bearer header and the query', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const fetch = vi.fn(async (_input: Request | string | URL) =>
      jsonResponse({
        data: [{ id: 1 }],
        pagination: { currentPage: 0, lastPage: 0, pageSize: 10, totalItems: 1 },
      }),
    );
    const source = apiClientSource(
      createApiClient({ origin: 'http://api.test', fetch: fetch as typeof globalThis.fetch, locks: null }),
    );
    const page = await source.fetcher(
      '/car',
      { status: 'Pending', page: 0, size: 10 },
      { signal: new AbortController().signal },
    );
    expect(page.data).toEqual([{ id: 1 }]);
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.url).toBe('http://api.test/api/carcontracts/v1/car?status=Pending&page=0&size=10');
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('downloads the export as a blob and saves it as a .csv file', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(
      async () => new Response('\uFEFFالاسم\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const source = apiClientSource(
      createApiClient({ origin: 'http://api.test', fetch: fetch as typeof globalThis.fetch, locks: null }),
    );
    // jsdom has no object URLs.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <DataTableProvider source={source}>
        <ExportButton
          endpoint="car"
          query={{ status: 'Pending', page: 2, size: 10 }}
          columnKeys={['id', 'name']}
          fileName="cars.csv"
        />
      </DataTableProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const request = (fetch.mock.calls[0] as unknown as [Request])[0];
    expect(request.url).toBe(
      'http://api.test/api/carcontracts/v1/car/export?status=Pending&columns=id%2Cname',
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    // The server's bytes are saved untouched, BOM included (text() would decode it away).
    const bytes = new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('cars.csv');
  });
});
