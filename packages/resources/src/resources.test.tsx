import { ApiError } from '@cc/api-client';
import { endpoints } from '@cc/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResource, useResourceMutation } from './queries';
import { createTestApi, DEMO_CARS, FakeFailure, route, staffCaller, TestResources } from './testing';

function CarName({ id }: { id: number }) {
  const car = useResource(endpoints.cars.get, { params: { id } });
  if (car.error) return <p role="alert">{car.error.message}</p>;
  return <p>{car.data ? car.data.data.name : 'loading'}</p>;
}

function CarCount() {
  const list = useResource(endpoints.cars.list, { query: { size: 100 } });
  return <p data-testid="count">{list.data?.pagination.totalItems ?? '-'}</p>;
}

function CarHistoryCount({ id }: { id: number }) {
  const history = useResource(endpoints.history.list, { query: { entity: 'car', id } });
  return <p data-testid="history">{history.data?.pagination.totalItems ?? '-'}</p>;
}

let create: ReturnType<typeof useResourceMutation<typeof endpoints.cars.create>> | null = null;
function Creator() {
  create = useResourceMutation(endpoints.cars.create);
  return null;
}

const newCar = {
  name: 'نيسان صني',
  model: 2020,
  color: 'أبيض',
  plateNumber: 'بغداد 99999 ن',
  chassisNumber: 'JN1AB00C0EE000001',
};

describe('the resource layer over the fake API', () => {
  it('reads one endpoint through the real client and the cache', async () => {
    const fake = createTestApi();
    render(
      <TestResources fake={fake}>
        <CarName id={DEMO_CARS[0]?.id ?? 1} />
      </TestResources>,
    );
    expect(await screen.findByText(DEMO_CARS[0]?.name ?? '')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.cars.get)).toHaveLength(1);
  });

  it('shows the Arabic message of a 404', async () => {
    render(
      <TestResources fake={createTestApi()}>
        <CarName id={9999} />
      </TestResources>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('السيارة غير موجودة');
  });

  it('refetches the list after a creation (the tag the endpoint declares)', async () => {
    const fake = createTestApi();
    render(
      <TestResources fake={fake}>
        <CarCount />
        <Creator />
      </TestResources>,
    );
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent(String(DEMO_CARS.length)));
    await act(async () => {
      await create?.mutateAsync({ body: newCar });
    });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent(String(DEMO_CARS.length + 1)));
    expect(fake.callsTo(endpoints.cars.list)).toHaveLength(2);
  });

  it('refetches a history shown after any mutation (every write is audited)', async () => {
    const fake = createTestApi();
    render(
      <TestResources fake={fake}>
        <CarHistoryCount id={1} />
        <Creator />
      </TestResources>,
    );
    await waitFor(() => expect(screen.getByTestId('history')).toHaveTextContent('2'));
    await act(async () => {
      await create?.mutateAsync({ body: newCar });
    });
    await waitFor(() => expect(fake.callsTo(endpoints.history.list)).toHaveLength(2));
  });

  it('answers a bad body with Arabic field errors, as the server does', async () => {
    const fake = createTestApi();
    const failure = await fake.client
      .call(endpoints.cars.create, { body: { ...newCar, name: '' } })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name' })]));
    expect(fake.db.cars).toHaveLength(DEMO_CARS.length);
  });

  it('refuses a call the caller may not make with 403', async () => {
    const fake = createTestApi({ caller: staffCaller('GET_CAR') });
    await expect(fake.client.call(endpoints.cars.list)).resolves.toMatchObject({
      pagination: expect.anything(),
    });
    await expect(fake.client.call(endpoints.cars.create, { body: newCar })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('lets a test replace one handler (an error answer)', async () => {
    const fake = createTestApi({
      routes: [
        route(endpoints.cars.get, () => {
          throw new FakeFailure(409, 'تعارض');
        }),
      ],
    });
    await expect(fake.client.call(endpoints.cars.get, { params: { id: 1 } })).rejects.toMatchObject({
      status: 409,
      message: 'تعارض',
    });
  });

  it('fails loudly when a handler answers outside the contract', async () => {
    const fake = createTestApi({
      routes: [route(endpoints.cars.get, () => ({ data: { id: 'x' } }) as never)],
    });
    await expect(fake.client.call(endpoints.cars.get, { params: { id: 1 } })).rejects.toThrow(
      /does not fit its schema/,
    );
  });

  it('streams the export as CSV text', async () => {
    const fake = createTestApi();
    const blob = await fake.client.download(endpoints.cars.export, {
      query: { columns: 'id,name', status: 'Paid' },
    });
    const lines = (await blob.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + DEMO_CARS.filter((c) => c.status === 'Paid').length);
  });
});
