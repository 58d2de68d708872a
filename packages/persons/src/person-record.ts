import { endpoints, type Person } from '@cc/contracts';
import { PERSONS_MESSAGES } from './messages';
import { personPaths } from './paths';

/**
 * What the account pages hand @cc/business's record pages (list, form, view): the endpoints, the
 * addresses, an account's name and the Arabic texts.
 *
 * @example
 * <RecordFormPage {...PERSON_RECORD} schema={personInputSchema} fields={PERSON_FIELDS} />
 */
export const PERSON_RECORD = {
  endpoints: endpoints.persons,
  paths: personPaths,
  messages: PERSONS_MESSAGES,
  nameOf: (person: Person) => person.fullName,
};
