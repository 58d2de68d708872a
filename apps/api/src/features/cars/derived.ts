import { normalizeArabic, normalizeIdentifier } from '@cc/domain';

/**
 * The columns the server derives from a car's text (never sent by the client): the normalised search
 * text (name, plate, chassis, and the plate without spaces so '12345أ' finds 'بغداد 12345 أ') and the
 * plate and chassis keys that the unique constraints compare. Used by the service and the demo seed.
 */
export function carDerivedColumns(car: { name: string; plateNumber: string; chassisNumber: string }) {
  const plateKey = normalizeIdentifier(car.plateNumber);
  const chassisKey = normalizeIdentifier(car.chassisNumber);
  return {
    // ' | ' keeps a keyword from matching across two fields.
    searchText: [normalizeArabic(car.name), normalizeArabic(car.plateNumber), chassisKey, plateKey].join(
      ' | ',
    ),
    plateKey,
    chassisKey,
  };
}

/** The keyword as the search column holds text: normalised, LIKE wildcards escaped ('' = no filter). */
export function keywordPattern(keyword: string | undefined): string | null {
  const needle = keyword ? normalizeArabic(keyword) : '';
  if (!needle) return null;
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
