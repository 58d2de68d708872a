import { useCan } from '@cc/auth';
import { RecordViewPage } from '@cc/business';
import { CAR_ORIGIN_LABELS_AR, CAR_TYPE_LABELS_AR, type Car, ENGINE_TYPE_LABELS_AR } from '@cc/contracts';
import type { DetailItem } from '@cc/ui-rtl';
import { CarDeals } from './car-deals';
import { formatNumber, labelOf } from './car-labels';
import { CAR_RECORD } from './car-record';
import { CarStatusBadge } from './car-status-badge';
import { CARS_MESSAGES as M } from './messages';

const F = M.fields;
const num = (value: number | null) => (value === null ? null : <bdi>{value}</bdi>);
const date = (iso: string) => (iso ? <bdi dir="ltr">{iso.slice(0, 10)}</bdi> : null);

function detailsOf(car: Car): DetailItem[] {
  return [
    { label: F.id, value: num(car.id) },
    { label: F.name, value: car.name },
    { label: F.model, value: num(car.model) },
    { label: F.color, value: car.color },
    { label: F.type, value: labelOf(CAR_TYPE_LABELS_AR, car.type) },
    { label: F.plateNumber, value: car.plateNumber ? <bdi>{car.plateNumber}</bdi> : null },
    {
      label: F.chassisNumber,
      value: car.chassisNumber ? (
        <bdi dir="ltr" className="cc-cars-code">
          {car.chassisNumber}
        </bdi>
      ) : null,
    },
    {
      label: F.kilometers,
      value: car.kilometers === null ? null : <bdi>{formatNumber(car.kilometers)}</bdi>,
    },
    { label: F.cylinderCount, value: num(car.cylinderCount) },
    { label: F.passengerCount, value: num(car.passengerCount) },
    { label: F.engineType, value: labelOf(ENGINE_TYPE_LABELS_AR, car.engineType) },
    { label: F.origin, value: labelOf(CAR_ORIGIN_LABELS_AR, car.origin) },
    { label: F.status, value: <CarStatusBadge status={car.status} /> },
    { label: F.notes, value: car.notes },
    { label: F.createdAt, value: date(car.createdAt) },
    { label: F.updatedAt, value: date(car.updatedAt) },
  ];
}

/**
 * car/:id/view: every field of the car with Arabic labels ('غير متوفر' for a missing one), its status,
 * the edit link for a Pending car with UPDATE_CAR, and the car's contracts and authorizations.
 */
export default function CarViewPage() {
  const canEdit = useCan('UPDATE_CAR');
  return (
    <RecordViewPage
      {...CAR_RECORD}
      title={M.viewTitle}
      subtitle={(car) => <CarStatusBadge status={car.status} />}
      editable={(car) => canEdit && car.status === 'Pending'}
      details={{ title: M.carDetails, items: detailsOf }}
    >
      {(car) => <CarDeals carId={car.id} />}
    </RecordViewPage>
  );
}
