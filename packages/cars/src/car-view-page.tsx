import { hasPermission, useCan, useSession } from '@cc/auth';
import { BUSINESS_MESSAGES, RecordHistory, RecordViewPage } from '@cc/business';
import {
  CAR_ORIGIN_LABELS_AR,
  CAR_TYPE_LABELS_AR,
  type Car,
  ENGINE_TYPE_LABELS_AR,
  HISTORY_RECORD_PERMISSIONS,
} from '@cc/contracts';
import { type DetailItem, RecordSection } from '@cc/ui-rtl';
import { CarCostsSection } from './car-costs';
import { CarDeals } from './car-deals';
import { formatNumber, labelOf } from './car-labels';
import { CarPhotosSection } from './car-photos';
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
 * the edit link for a Pending car with UPDATE_CAR, the car's contracts and authorizations, and, with
 * AUDIT_READ and GET_CAR, its history («السجل»); with CAR_COSTS, what it cost and earned.
 */
export default function CarViewPage() {
  const canEdit = useCan('UPDATE_CAR');
  const canSeeCosts = useCan('CAR_COSTS');
  const canReadHistory = useSession(
    (s) => hasPermission(s, 'AUDIT_READ') && hasPermission(s, HISTORY_RECORD_PERMISSIONS.car),
  );
  return (
    <RecordViewPage
      {...CAR_RECORD}
      title={M.viewTitle}
      subtitle={(car) => <CarStatusBadge status={car.status} />}
      editable={(car) => canEdit && car.status === 'Pending'}
      details={{ title: M.carDetails, items: detailsOf }}
    >
      {(car) => (
        <>
          <CarPhotosSection carId={car.id} canEdit={canEdit} />
          <CarDeals carId={car.id} />
          {canSeeCosts ? <CarCostsSection carId={car.id} /> : null}
          {canReadHistory ? (
            <RecordSection title={BUSINESS_MESSAGES.history.title}>
              <RecordHistory entity="car" id={car.id} />
            </RecordSection>
          ) : null}
        </>
      )}
    </RecordViewPage>
  );
}
