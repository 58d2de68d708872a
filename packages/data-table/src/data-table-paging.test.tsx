import { type Car, type Deal, encodeListCursor, endpoints, type ListEnvelope } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { createTestApi, pageOf, route } from '@cc/resources/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { unsoldCars as cars, renderCarsTable as setup } from './test/cars-table';
import { DEAL_COLUMNS, deal } from './test/deals';
import { restoreTimers, useFakeTimersWithUser } from './test/fake-timers';
import { renderWithApi } from './test/render';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = useFakeTimersWithUser('2026-01-31T09:00:00');
});
afterEach(restoreTimers);

/** The cursor of car `id` in the list's default order (newest first). */
const cursor = (id: number) => encodeListCursor({ sortBy: 'id', direction: 'desc', value: id, id });

/** The pager and its buttons by name. */
async function pagerButtons() {
  const pager = await screen.findByRole('navigation', { name: 'التنقل بين الصفحات' });
  const button = (name: string) => within(pager).getByRole('button', { name });
  return {
    next: () => user.click(button('الصفحة التالية')),
    previous: () => user.click(button('الصفحة السابقة')),
    first: () => user.click(button('الصفحة الأولى')),
    last: () => user.click(button('الصفحة الأخيرة')),
    /** The numbered button of page `n` (1-based, as shown). */
    page: (n: number) => user.click(button(`الصفحة ${n}`)),
    /** Waits until page `n` (1-based) is the current one. */
    shows: (n: number) =>
      waitFor(() => expect(button(`الصفحة ${n}`)).toHaveAttribute('aria-current', 'page')),
  };
}

/** A row action deleting its car: a mutation of the cars tag outside the table. */
function DeleteCar({ car }: { car: Car }) {
  const remove = useResourceMutation(endpoints.cars.remove);
  return (
    <button type="button" onClick={() => remove.mutate({ params: { id: car.id } })}>
      {`حذف ${car.name}`}
    </button>
  );
}

describe('DataTable paging', () => {
  it('steps to the next page with the cursor the shown page gave, and back with its previous cursor', async () => {
    const { last, calls } = setup(createTestApi({ cars: cars(100) }));
    const pager = await pagerButtons();
    // Newest first: page 0 is 100…91; next starts after its last row.
    expect(await screen.findByText('نيسان 91')).toBeInTheDocument();
    await pager.next();
    await waitFor(() =>
      expect(last().query).toEqual({ status: 'Pending', page: '1', size: '10', after: cursor(91) }),
    );
    expect(await screen.findByText('نيسان 81')).toBeInTheDocument();
    expect(screen.getByText('صفحة 2 من 10')).toBeInTheDocument();
    await pager.next();
    await waitFor(() => expect(last().query).toMatchObject({ page: '2', after: cursor(81) }));
    expect(await screen.findByText('نيسان 71')).toBeInTheDocument();
    // Previous ends before the first row shown (page 2 is 80…71).
    await pager.previous();
    await waitFor(() =>
      expect(last().query).toEqual({ status: 'Pending', page: '1', size: '10', before: cursor(80) }),
    );
    expect(await screen.findByText('نيسان 90')).toBeInTheDocument();
    await pager.shows(2);
    // The first page is asked by its number (as cheap, and the list's first query).
    await pager.previous();
    await pager.shows(1);
    expect(await screen.findByText('نيسان 100')).toBeInTheDocument();
    const firstPages = calls().filter((c) => c.query.page === '0');
    expect(firstPages.map((c) => c.query)).toEqual(
      firstPages.map(() => ({ status: 'Pending', page: '0', size: '10' })),
    );
  });

  it('asks a numbered page, the last page and the first by number, even a page next to the shown one', async () => {
    const { last } = setup(createTestApi({ cars: cars(100) }));
    const pager = await pagerButtons();
    await screen.findByText('نيسان 91');
    await pager.next();
    await waitFor(() => expect(last().query).toMatchObject({ page: '1', after: cursor(91) }));
    await screen.findByText('نيسان 81');
    await pager.next();
    await waitFor(() => expect(last().query).toMatchObject({ page: '2', after: cursor(81) }));
    await screen.findByText('نيسان 71');
    await pager.shows(3);
    // Page 2 again from its button: by number, not as it was stepped to before.
    await pager.page(2);
    await waitFor(() => expect(last().query).toEqual({ status: 'Pending', page: '1', size: '10' }));
    await pager.shows(2);
    expect(await screen.findByText('نيسان 90')).toBeInTheDocument();
    // The button of the page after the shown one is a number too.
    await pager.page(3);
    await waitFor(() => expect(last().query).toEqual({ status: 'Pending', page: '2', size: '10' }));
    await pager.shows(3);
    await pager.last();
    await waitFor(() => expect(last().query).toEqual({ status: 'Pending', page: '9', size: '10' }));
    expect(await screen.findByText('نيسان 1')).toBeInTheDocument();
    expect(screen.getByText('صفحة 10 من 10')).toBeInTheDocument();
    // Previous from the last page steps back with its cursor (page 9 is 10…1).
    await pager.previous();
    await waitFor(() => expect(last().query).toMatchObject({ page: '8', before: cursor(10) }));
    await pager.first();
    await pager.shows(1);
    expect(await screen.findByText('نيسان 100')).toBeInTheDocument();
  });

  it('goes back to page 0 without the cursor on a sort, keyword or filter change', async () => {
    const { last } = setup(createTestApi({ cars: cars(100) }));
    const pager = await pagerButtons();
    await screen.findByText('نيسان 91');
    await pager.next();
    await waitFor(() => expect(last().query).toMatchObject({ page: '1', after: cursor(91) }));
    await pager.shows(2);

    await user.click(screen.getByRole('button', { name: 'سنة الصنع' }));
    await waitFor(() =>
      expect(last().query).toEqual({
        status: 'Pending',
        sortBy: 'model',
        sortDirection: 'asc',
        page: '0',
        size: '10',
      }),
    );
    await pager.shows(1);
    // The new sort's first page shown, next sends the cursor of its last row in that sort.
    const byModel = cars(100).sort((a, b) => a.model - b.model || a.id - b.id);
    await screen.findByText(byModel.slice(0, 10).find((c) => c.id < 91)!.name);
    await pager.next();
    const lastRow = byModel[9]!;
    await waitFor(() =>
      expect(last().query).toMatchObject({
        sortBy: 'model',
        page: '1',
        after: encodeListCursor({ sortBy: 'model', direction: 'asc', value: lastRow.model, id: lastRow.id }),
      }),
    );
    expect(await screen.findByText(byModel[10]!.name)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'ن');
    await advance(500);
    await waitFor(() => expect(last().query).toMatchObject({ keyword: 'ن', page: '0' }));
    expect(last().query).not.toHaveProperty('after');
    await pager.shows(1);

    await pager.next();
    await waitFor(() => expect(last().query).toMatchObject({ keyword: 'ن', page: '1' }));
    expect(last().query).toHaveProperty('after');
    await user.click(screen.getByRole('button', { name: 'الفلاتر' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'الحالة' }), 'Paid');
    await advance(500);
    await waitFor(() => expect(last().query).toMatchObject({ status: 'Paid', page: '0' }));
    expect(last().query).not.toHaveProperty('after');
  });

  it('never sends the cursor of rows a newer query is replacing (a keyword waiting for its debounce)', async () => {
    const { last } = setup(createTestApi({ cars: cars(100) }));
    const pager = await pagerButtons();
    await screen.findByText('نيسان 91');
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'نيسان 1');
    // Next before the keyword is sent: page 1 of the new keyword, asked by number.
    await pager.next();
    await waitFor(() =>
      expect(last().query).toEqual({ status: 'Pending', keyword: 'نيسان 1', page: '1', size: '10' }),
    );
    await pager.shows(2);
  });

  it('pages by number on a list whose answers carry no cursors', async () => {
    const deals = Array.from({ length: 30 }, (_, i) => deal(i + 1, []));
    const plainPage = (query: { page?: number; size?: number }): ListEnvelope<Deal> => {
      const { data, pagination } = pageOf(deals, query);
      const { nextCursor: _next, previousCursor: _previous, ...numbered } = pagination;
      return { data, pagination: numbered };
    };
    const fake = createTestApi({
      routes: [route(endpoints.contracts.list, ({ query }) => plainPage(query))],
    });
    renderWithApi(<DataTable<Deal> endpoint={endpoints.contracts.list} columns={DEAL_COLUMNS} />, fake);
    const calls = () => fake.callsTo(endpoints.contracts.list);
    const pager = await pagerButtons();
    expect(await screen.findByText('مشتري 10')).toBeInTheDocument();
    await pager.next();
    expect(await screen.findByText('مشتري 11')).toBeInTheDocument();
    await pager.shows(2);
    await pager.next();
    expect(await screen.findByText('مشتري 30')).toBeInTheDocument();
    expect(screen.getByText('صفحة 3 من 3')).toBeInTheDocument();
    await pager.previous();
    expect(await screen.findByText('مشتري 20')).toBeInTheDocument();
    await pager.shows(2);
    expect(calls().map((c) => c.query)).toEqual([
      { page: '0', size: '10' },
      { page: '1', size: '10' },
      { page: '2', size: '10' },
    ]);
  });

  it('says «نحو» when the server estimated the total, and still pages to the last page', async () => {
    const all = cars(1500);
    const fake = createTestApi({
      routes: [
        route(endpoints.cars.list, ({ query }) => {
          const page = pageOf(all, query);
          return { ...page, pagination: { ...page.pagination, totalIsEstimate: true } };
        }),
      ],
    });
    setup(fake);
    expect(await screen.findByText('نحو 1500 سجل')).toBeInTheDocument();
    expect(screen.getByText('صفحة 1 من نحو 150')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'الصفحة الأخيرة' }));
    await waitFor(() => expect(fake.callsTo(endpoints.cars.list).at(-1)?.query.page).toBe('149'));
    expect(await screen.findByText('صفحة 150 من نحو 150')).toBeInTheDocument();
  });

  it('shows an exact total plainly', async () => {
    setup(createTestApi({ cars: cars(25) }));
    expect(await screen.findByText('25 سجل')).toBeInTheDocument();
    expect(screen.getByText('صفحة 1 من 3')).toBeInTheDocument();
  });

  it('resets the page to 0 when the endpoint changes', async () => {
    const deals = Array.from({ length: 30 }, (_, i) => deal(i + 1, []));
    const fake = createTestApi({
      routes: [
        route(endpoints.contracts.list, ({ query }) => pageOf(deals, query)),
        route(endpoints.authorizations.list, ({ query }) => pageOf(deals, query)),
      ],
    });
    const { rerender } = renderWithApi(
      <DataTable<Deal> endpoint={endpoints.contracts.list} columns={DEAL_COLUMNS} />,
      fake,
    );
    await user.click(await screen.findByRole('button', { name: 'الصفحة 3' }));
    await waitFor(() => expect(fake.callsTo(endpoints.contracts.list).at(-1)?.query.page).toBe('2'));
    rerender(<DataTable<Deal> endpoint={endpoints.authorizations.list} columns={DEAL_COLUMNS} />);
    await waitFor(() =>
      expect(fake.callsTo(endpoints.authorizations.list).at(-1)?.query).toMatchObject({ page: '0' }),
    );
    expect(fake.callsTo(endpoints.authorizations.list)).toHaveLength(1);
  });

  it('reloads after a mutation of its tag elsewhere, and leaves a page that emptied', async () => {
    const fake = createTestApi({ cars: cars(11) });
    const { calls } = setup(fake, { actions: (car) => <DeleteCar car={car} /> });
    await user.click(await screen.findByRole('button', { name: 'الصفحة 2' }));
    // Newest first: the second page holds the oldest car alone.
    await user.click(await screen.findByRole('button', { name: 'حذف نيسان 1' }));
    await waitFor(() => expect(fake.db.cars).toHaveLength(10));
    await waitFor(() => expect(calls().at(-1)?.query).toMatchObject({ page: '0' }));
    expect(calls().map((call) => call.query.page)).toEqual(['0', '1', '1', '0']);
    expect(await screen.findByText('نيسان 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة 1' })).toHaveAttribute('aria-current', 'page');
  });
});
