import { normalizeArabic, normalizeIdentifier } from '@cc/domain';

// The columns the server derives from a row's text (never sent by the client), in one place for the
// services that write the rows, the demo seed and the tests.

/**
 * A car's derived columns: the normalised search text (name, plate, chassis, and the plate without spaces
 * so '12345أ' finds 'بغداد 12345 أ') and the plate and chassis keys that the unique constraints compare.
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

/** A person's derived search column: normalised name, phone and national id (' | ' keeps fields apart). */
export function personSearchText(p: { fullName: string; phone: string | null; nationalId: string | null }) {
  return [
    normalizeArabic(p.fullName),
    p.phone ?? '',
    p.nationalId ? normalizeIdentifier(p.nationalId) : '',
  ].join(' | ');
}
