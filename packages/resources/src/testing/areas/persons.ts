import {
  endpoints,
  SERVER_MESSAGES as MSG,
  PERSON_SORT_KEYS,
  type Person,
  type PersonInput,
} from '@cc/contracts';
import { normalizeIdentifier, normalizeIraqiPhone } from '@cc/domain';
import type { FakeDb } from '../db';
import { FAKE_MESSAGES, FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import { matchesKeyword, pageOf, sortRows } from '../list';

/** The stored fields of an input, as the server's personValues: the phone normalised, or a 400. */
function valuesOf(input: PersonInput) {
  let phone: string | null = null;
  if (input.phone) {
    phone = normalizeIraqiPhone(input.phone);
    if (!phone) {
      throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [
        { field: 'phone', message: MSG.invalidPhone },
      ]);
    }
  }
  return {
    fullName: input.fullName,
    phone,
    nationalId: input.nationalId ? normalizeIdentifier(input.nationalId) || null : null,
    address: input.address || null,
    notes: input.notes || null,
  };
}

/**
 * Account cards as the server answers them: Arabic-aware keyword over name, phone and national id, sort
 * (newest first by default), pages, 404, the phone normalised (400 when not an Iraqi mobile), a national
 * id used by another card refused (409 naming the field), and no deleting a party to a deal (409).
 */
export function personRoutes(db: FakeDb): FakeRoute[] {
  const find = (id: number) => {
    const person = db.persons.find((p) => p.id === id);
    if (!person) throw notFound(MSG.personNotFound);
    return person;
  };
  const uniqueNationalId = (nationalId: string | null, id?: number) => {
    if (nationalId && db.persons.some((p) => p.id !== id && p.nationalId === nationalId)) {
      throw new FakeFailure(409, MSG.personDuplicate, 'CONFLICT', [
        { field: 'nationalId', message: MSG.nationalIdTaken },
      ]);
    }
  };
  const inDeal = (id: number) =>
    db.deals.some(
      (d) => d.buyer.id === id || d.guarantor?.id === id || (d.sellerType === 'PERSON' && d.seller.id === id),
    );
  return [
    route(endpoints.persons.list, ({ query }) => {
      const rows = db.persons.filter((p) =>
        matchesKeyword(query.keyword, [p.fullName, p.phone, p.nationalId]),
      );
      return pageOf(sortRows(rows, query, PERSON_SORT_KEYS), query);
    }),
    route(endpoints.persons.get, ({ params }) => ({ data: structuredClone(find(params.id)) })),
    route(endpoints.persons.create, ({ body }) => {
      const values = valuesOf(body);
      uniqueNationalId(values.nationalId);
      const person: Person = { id: db.nextId('persons'), createdAt: db.now().toISOString(), ...values };
      db.persons.push(person);
      return { data: structuredClone(person), message: MSG.personCreated };
    }),
    route(endpoints.persons.update, ({ params, body }) => {
      const person = find(params.id);
      const values = valuesOf(body);
      uniqueNationalId(values.nationalId, person.id);
      Object.assign(person, values);
      return { data: structuredClone(person), message: MSG.personUpdated };
    }),
    route(endpoints.persons.remove, ({ params }) => {
      find(params.id);
      if (inDeal(params.id)) throw new FakeFailure(409, MSG.personInUse);
      db.persons.splice(
        db.persons.findIndex((p) => p.id === params.id),
        1,
      );
      return { data: null, message: MSG.deleted };
    }),
  ];
}
