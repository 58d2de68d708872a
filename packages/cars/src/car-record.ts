import { type Car, endpoints } from '@cc/contracts';
import { CARS_MESSAGES } from './messages';
import { carPaths } from './paths';

/**
 * What the car pages hand @cc/business's record pages (list, form, view): the endpoints, the addresses,
 * a car's name and the Arabic texts.
 *
 * @example
 * <RecordFormPage {...CAR_RECORD} schema={carInputSchema} fields={CAR_FIELDS} titles={titles} />
 */
export const CAR_RECORD = {
  endpoints: endpoints.cars,
  paths: carPaths,
  messages: CARS_MESSAGES,
  nameOf: (car: Car) => car.name,
};
