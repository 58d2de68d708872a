import { beforeAll, describe, expect, it } from 'vitest';
import { dealBody, insertCars, insertPersons } from '../test/deals';
import { type LoginData, useTestApp } from '../test/helper';
import { useSecondProcess } from '../test/second-process';
import { call } from '../test/server-process';
import { permissions } from './db/schema';

/**
 * The database is the only state of the API: a write answered by one API process is seen by
 * the very next read through another, and a permission or account change acts on the other's very next
 * call. Two processes on one PostgreSQL, as behind a load balancer: A is this test's app listening on a
 * socket, B the real server in a process of its own (test/second-process.ts). Each round writes through A
 * and reads at once through B, over HTTP, one request at a time; every read that misses the write is
 * counted as stale, and a part passes with none. PostgreSQL only: PGlite has one owner process.
 */
// Each part's 300 s is a bound for a busy machine (its requests queue behind other work), not its usual time.
const ROUNDS = 200;
const PERMISSION_ROUNDS = 100;
const DEACTIVATION_ROUNDS = 20;
/** The deals the payments' rounds take turns on. */
const PAYMENT_DEALS = 10;
const tag = `${process.pid}`;

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of many shapes
type Answer = { status: number; body: any };

/** The stale answers of a part: how many of each kind, each said in a line, and the rounds that had one. */
function staleAnswers() {
  const lines: string[] = [];
  const kinds = new Map<string, number>();
  const rounds = new Set<number>();
  return {
    lines,
    /** Counts the answer of round `round` as a stale `kind` unless `fresh`. */
    check(round: number, kind: string, fresh: boolean, detail: string) {
      if (fresh) return;
      lines.push(`round ${round}, ${kind}: ${detail}`);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      rounds.add(round);
    },
    /** The failure's message: how many, of which kinds, and the first few. */
    message(of: number) {
      const counts = [...kinds].map(([kind, n]) => `${kind}: ${n}`).join('; ');
      return `${lines.length} stale answers in ${rounds.size} of ${of} rounds (${counts}):\n${lines.slice(0, 10).join('\n')}`;
    },
  };
}

const said = (res: Answer) => `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;

describe.skipIf(!process.env.DATABASE_URL)('write through process A, read at once through B', () => {
  const t = useTestApp();
  const b = useSecondProcess(t, 41);
  let a: string;
  let company: LoginData;
  let companyId: number;

  /** A call through A that must succeed with `status`: its answer. */
  async function write(
    method: string,
    url: string,
    body: unknown,
    status: number,
    token = company.accessToken,
  ) {
    const res = await call(a, method, url, { token, body });
    expect(res.status, `${method} ${url} through A: ${said(res)}`).toBe(status);
    return res.body.data;
  }
  const read = (url: string, token = company.accessToken): Promise<Answer> => b.call('GET', url, { token });

  beforeAll(async () => {
    a = await t.app.listen({ port: 0, host: '127.0.0.1' });
    company = await t.login('company');
    companyId = await t.demoCompanyId();
  });

  it('cars: one added, then edited, is in B’s first page, search and record', async () => {
    const stale = staleAnswers();
    const first = await read('/car?page=0&size=10');
    expect(first.status).toBe(200);
    let total = first.body.pagination.totalItems as number;
    for (let i = 0; i < ROUNDS; i++) {
      const input = {
        name: `سيارة ${tag} ${i}`,
        model: 2015 + (i % 10),
        color: 'أبيض',
        plateNumber: `بغداد ${tag} ${i}`,
        chassisNumber: `NEW${tag}X${i}`,
      };
      const car = await write('POST', '/car', input, 201);
      total++;
      const list = await read('/car?page=0&size=10');
      const top = list.body.data?.[0];
      stale.check(
        i,
        'first page after adding',
        list.status === 200 && top?.id === car.id && top.name === input.name,
        `car ${car.id}, B answered ${said(list)}`,
      );
      const { totalItems, totalIsEstimate } = list.body.pagination ?? {};
      stale.check(i, 'total', totalIsEstimate || totalItems === total, `${totalItems}, not ${total}`);
      const got = await read(`/car/${car.id}`);
      stale.check(
        i,
        'record after adding',
        got.status === 200 && got.body.data.name === input.name,
        said(got),
      );

      const edited = {
        ...input,
        name: `سيارة معدلة ${tag} ${i}`,
        color: 'أسود',
        chassisNumber: `EDIT${tag}X${i}`,
        kilometers: 1000 + i,
      };
      await write('PUT', `/car/${car.id}`, edited, 200);
      const after = await read('/car?page=0&size=10');
      const row = after.body.data?.[0];
      stale.check(
        i,
        'first page after editing',
        after.status === 200 &&
          row?.id === car.id &&
          row.name === edited.name &&
          row.color === edited.color &&
          row.kilometers === edited.kilometers,
        `car ${car.id}, B answered ${said(after)}`,
      );
      const found = await read(`/car?page=0&size=10&keyword=${edited.chassisNumber}`);
      stale.check(
        i,
        'search by the new chassis number',
        found.status === 200 && found.body.data?.some((c: { id: number }) => c.id === car.id),
        `${edited.chassisNumber}, B answered ${said(found)}`,
      );
      const record = await read(`/car/${car.id}`);
      stale.check(
        i,
        'record after editing',
        record.status === 200 &&
          record.body.data.name === edited.name &&
          record.body.data.chassisNumber === edited.chassisNumber,
        said(record),
      );
    }
    expect(stale.lines, stale.message(ROUNDS)).toHaveLength(0);
  }, 300_000);

  it('persons: one added, then edited, is in B’s first page and record', async () => {
    const stale = staleAnswers();
    for (let i = 0; i < ROUNDS; i++) {
      const input = { fullName: `زبون ${tag} ${i}` };
      const person = await write('POST', '/persons', input, 201);
      const list = await read('/persons?page=0&size=10');
      const top = list.body.data?.[0];
      stale.check(
        i,
        'first page after adding',
        list.status === 200 && top?.id === person.id && top.fullName === input.fullName,
        `person ${person.id}, B answered ${said(list)}`,
      );

      const edited = { fullName: `زبون معدل ${tag} ${i}`, address: `شارع ${i}` };
      await write('PUT', `/persons/${person.id}`, edited, 200);
      const after = await read('/persons?page=0&size=10');
      const row = after.body.data?.[0];
      stale.check(
        i,
        'first page after editing',
        after.status === 200 &&
          row?.id === person.id &&
          row.fullName === edited.fullName &&
          row.address === edited.address,
        `person ${person.id}, B answered ${said(after)}`,
      );
      const record = await read(`/persons/${person.id}`);
      stale.check(
        i,
        'record after editing',
        record.status === 200 && record.body.data.fullName === edited.fullName,
        said(record),
      );
    }
    expect(stale.lines, stale.message(ROUNDS)).toHaveLength(0);
  }, 300_000);

  it('deals: a contract made is in B’s first page and record, its car sold', async () => {
    const stale = staleAnswers();
    const carIds = await insertCars(t, companyId, ROUNDS);
    const [buyer] = (await insertPersons(t, companyId, 1)) as [number];
    for (let i = 0; i < ROUNDS; i++) {
      const price = String(12_000_000 + i * 1000);
      const deal = await write('POST', '/contracts', dealBody(carIds[i]!, buyer, { price }), 201);
      expect(deal.car.status, 'a car on instalments is no longer for sale').not.toBe('Pending');
      const list = await read('/contracts?page=0&size=10');
      const top = list.body.data?.[0];
      stale.check(
        i,
        'first page',
        list.status === 200 && top?.id === deal.id && top.price === deal.price,
        `contract ${deal.id}, B answered ${said(list)}`,
      );
      const record = await read(`/contracts/${deal.id}`);
      stale.check(i, 'record', record.status === 200 && record.body.data.price === deal.price, said(record));
      const car = await read(`/car/${carIds[i]}`);
      stale.check(
        i,
        'car status',
        car.status === 200 && car.body.data.status === deal.car.status,
        `A says ${deal.car.status}, B answered ${said(car)}`,
      );
    }
    expect(stale.lines, stale.message(ROUNDS)).toHaveLength(0);
  }, 300_000);

  it('payments: one recorded is in B’s ledger and the deal’s paid and remaining', async () => {
    const stale = staleAnswers();
    // Round after round over a few deals: each deal's ledger stays short, as a real deal's is.
    const carIds = await insertCars(t, companyId, PAYMENT_DEALS);
    const [buyer] = (await insertPersons(t, companyId, 1)) as [number];
    const deals = [];
    for (const carId of carIds) {
      const deal = await write('POST', '/contracts', dealBody(carId, buyer), 201);
      const ledger = await read(`/payments?dealId=${deal.id}&page=0&size=5`);
      expect(ledger.status).toBe(200);
      deals.push({
        id: deal.id as number,
        planId: deal.paymentPlan.id as number,
        entries: ledger.body.pagination.totalItems as number,
        paid: Number(deal.paymentPlan.paidAmount),
      });
    }
    for (let i = 0; i < ROUNDS; i++) {
      const deal = deals[i % deals.length]!;
      const payment = await write(
        'POST',
        '/payments',
        { planId: deal.planId, amount: '1000', method: 'CASH' },
        201,
      );
      deal.entries++;
      deal.paid += 1000;
      const list = await read(`/payments?dealId=${deal.id}&page=0&size=5`);
      const received = list.body.totals?.find((x: { currency: string }) => x.currency === 'IQD');
      stale.check(
        i,
        'ledger',
        list.status === 200 &&
          list.body.data?.[0]?.id === payment.id &&
          list.body.pagination.totalItems === deal.entries &&
          Number(received?.amount) === deal.paid,
        `deal ${deal.id}'s ledger after payment ${payment.id} (${deal.entries} entries, ${deal.paid} paid): ${said(list)}`,
      );
      const record = await read(`/contracts/${deal.id}`);
      const plan = record.body.data?.paymentPlan;
      stale.check(
        i,
        'paid and remaining',
        record.status === 200 &&
          Number(plan?.paidAmount) === deal.paid &&
          plan?.remainingAmount === payment.remainingAfter,
        `deal ${deal.id}'s paid ${plan?.paidAmount} (not ${deal.paid}) and remaining ` +
          `${plan?.remainingAmount} (not ${payment.remainingAfter})`,
      );
    }
    expect(stale.lines, stale.message(ROUNDS)).toHaveLength(0);
  }, 300_000);

  it('permissions: unlinked, B refuses the next call needing it; linked, allows it', async () => {
    const stale = staleAnswers();
    const sales = await t.login('sales');
    const role = (sales.user.companyRoles as { id: number }[])[0]!.id;
    const getCar = (await t.db.select().from(permissions)).find((p) => p.name === 'GET_CAR')!.id;
    const change = (method: string, path: string) =>
      write(method, `/permissions/${path}/${role}`, { permissionIds: [getCar] }, 200);
    const cars = () => read('/car?page=0&size=10', sales.accessToken);
    try {
      for (let i = 0; i < PERMISSION_ROUNDS; i++) {
        const before = await cars();
        stale.check(i, 'allowed while linked', before.status === 200, said(before));
        await change('DELETE', 'unlink-from-role');
        const refused = await cars();
        stale.check(i, 'refused once unlinked', refused.status === 403, said(refused));
        await change('POST', 'link-to-role');
        const allowed = await cars();
        stale.check(i, 'allowed once linked again', allowed.status === 200, said(allowed));
      }
    } finally {
      await call(a, 'POST', `/permissions/link-to-role/${role}`, {
        token: company.accessToken,
        body: { permissionIds: [getCar] },
      });
    }
    expect(stale.lines, stale.message(PERMISSION_ROUNDS)).toHaveLength(0);
  }, 300_000);

  it('accounts: a user deactivated is refused on the next call through B', async () => {
    const stale = staleAnswers();
    const salesId = (await t.login('sales')).user.id;
    const status = (value: 'ACTIVE' | 'INACTIVE') =>
      write('PUT', `/users/${salesId}/status`, { status: value }, 200);
    try {
      for (let i = 0; i < DEACTIVATION_ROUNDS; i++) {
        const { accessToken } = await t.login('sales');
        const before = await read('/users/me', accessToken);
        stale.check(i, 'served while active', before.status === 200, said(before));
        await status('INACTIVE');
        const refused = await read('/users/me', accessToken);
        stale.check(i, 'refused once deactivated', refused.status === 401, said(refused));
        await status('ACTIVE');
      }
    } finally {
      await call(a, 'PUT', `/users/${salesId}/status`, {
        token: company.accessToken,
        body: { status: 'ACTIVE' },
      });
    }
    expect(stale.lines, stale.message(DEACTIVATION_ROUNDS)).toHaveLength(0);
  }, 300_000);
});
