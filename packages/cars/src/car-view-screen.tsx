import { errorMessage } from '@cc/api-client';
import {
  CAR_ORIGIN_LABELS_AR,
  CAR_TYPE_LABELS_AR,
  type Car,
  type Deal,
  ENGINE_TYPE_LABELS_AR,
} from '@cc/contracts';
import { A4Page, IconEdit, PageHeader, Spinner } from '@cc/ui-rtl';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CarsApi } from './api';
import { formatNumber, labelOf } from './car-labels';
import { CarStatusBadge } from './car-status-badge';
import { CARS_MESSAGES } from './messages';
import { carPaths } from './paths';
import { useCar } from './use-car';

/** Props of {@link CarViewScreen}. */
export interface CarViewScreenProps {
  api: CarsApi;
  carId: number;
  /** Whether the user holds UPDATE_CAR: with a Pending car the edit link shows. */
  canEdit: boolean;
}

const F = CARS_MESSAGES.fields;

const num = (value: number | null) => (value === null ? null : <bdi>{value}</bdi>);
const date = (iso: string) => (iso ? <bdi dir="ltr">{iso.slice(0, 10)}</bdi> : null);

interface Field {
  label: string;
  value: ReactNode;
}

function fieldsOf(car: Car): Field[] {
  const chassis = car.chassisNumber ? (
    <bdi dir="ltr" className="cc-cars-code">
      {car.chassisNumber}
    </bdi>
  ) : null;
  return [
    { label: F.id, value: num(car.id) },
    { label: F.name, value: car.name },
    { label: F.model, value: num(car.model) },
    { label: F.color, value: car.color },
    { label: F.type, value: labelOf(CAR_TYPE_LABELS_AR, car.type) },
    { label: F.plateNumber, value: car.plateNumber ? <bdi>{car.plateNumber}</bdi> : null },
    { label: F.chassisNumber, value: chassis },
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
 * A car's page (car/{id}/view): every field in a definition list with Arabic labels, the status badge, the
 * edit link for a Pending car when the user may edit, and the car's contracts and authorizations.
 *
 * @example
 * ```tsx
 * <CarViewScreen api={carsApi} carId={7} canEdit={useCan('UPDATE_CAR')} />
 * ```
 */
export function CarViewScreen({ api, carId, canEdit }: CarViewScreenProps) {
  const { car, loading, error } = useCar(api, carId);

  if (loading || !car) {
    return (
      <A4Page className="cc-cars-page">
        <PageHeader title={CARS_MESSAGES.viewTitle} />
        {loading ? (
          <p className="cc-cars-state" role="status">
            <Spinner size={20} /> {CARS_MESSAGES.loading}
          </p>
        ) : (
          <div className="cc-cars-state" role="alert">
            <p>{error}</p>
            <Link to={carPaths.list}>{CARS_MESSAGES.backToList}</Link>
          </div>
        )}
      </A4Page>
    );
  }

  const editable = canEdit && car.status === 'Pending';
  return (
    <A4Page className="cc-cars-page">
      <PageHeader
        title={car.name}
        subtitle={<CarStatusBadge status={car.status} />}
        actions={
          <>
            {editable && (
              <Link to={carPaths.edit(car.id)} className="cc-button" data-variant="primary" data-size="md">
                <IconEdit size={18} />
                {CARS_MESSAGES.edit}
              </Link>
            )}
            <Link to={carPaths.list} className="cc-button" data-variant="secondary" data-size="md">
              {CARS_MESSAGES.backToList}
            </Link>
          </>
        }
      />
      <section className="cc-cars-view__section" aria-labelledby="cc-cars-details">
        <h2 id="cc-cars-details" className="cc-cars-view__heading">
          {CARS_MESSAGES.carDetails}
        </h2>
        <dl className="cc-cars-view__list">
          {fieldsOf(car).map(({ label, value }) => (
            <div key={label} className="cc-cars-view__item">
              <dt>{label}</dt>
              <dd>
                {value === null || value === '' ? (
                  <span className="cc-cars-missing">{CARS_MESSAGES.missing}</span>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="cc-cars-view__section" aria-labelledby="cc-cars-deals">
        <h2 id="cc-cars-deals" className="cc-cars-view__heading">
          {CARS_MESSAGES.deals}
        </h2>
        <CarDeals api={api} carId={car.id} />
      </section>
    </A4Page>
  );
}

/** The car's contracts and authorizations, newest first; a user without GET_CONTRACT is told so. */
function CarDeals({ api, carId }: { api: CarsApi; carId: number }) {
  const [state, setState] = useState<{ deals: Deal[] | null; error: string | null }>({
    deals: null,
    error: null,
  });
  useEffect(() => {
    if (!api.deals) {
      setState({ deals: [], error: null });
      return;
    }
    let live = true;
    api.deals(carId).then(
      (deals) => live && setState({ deals, error: null }),
      (error: unknown) =>
        live && setState({ deals: [], error: errorMessage(error) || CARS_MESSAGES.dealsFailed }),
    );
    return () => {
      live = false;
    };
  }, [api, carId]);
  if (state.deals === null) {
    return (
      <p className="cc-cars-state" role="status">
        <Spinner size={20} /> {CARS_MESSAGES.loading}
      </p>
    );
  }
  if (state.error) return <p className="cc-cars-empty">{state.error}</p>;
  if (state.deals.length === 0) return <p className="cc-cars-empty">{CARS_MESSAGES.noDeals}</p>;
  return (
    <table className="cc-cars-deals">
      <caption className="cc-visually-hidden">{CARS_MESSAGES.deals}</caption>
      <thead>
        <tr>
          <th scope="col">{CARS_MESSAGES.dealKind}</th>
          <th scope="col">{CARS_MESSAGES.dealNumber}</th>
          <th scope="col">{CARS_MESSAGES.dealDate}</th>
          <th scope="col">{CARS_MESSAGES.dealBuyer}</th>
          <th scope="col">{CARS_MESSAGES.dealStatus}</th>
        </tr>
      </thead>
      <tbody>
        {state.deals.map((deal) => (
          <tr key={`${deal.kind}-${deal.id}`}>
            <td>{CARS_MESSAGES.dealKinds[deal.kind]}</td>
            <td>
              <bdi>{deal.contractNumber}</bdi>
            </td>
            <td>
              <bdi>{deal.contractDate}</bdi>
            </td>
            <td>{deal.buyer.fullName}</td>
            <td>
              {deal.status === 'CANCELLED'
                ? CARS_MESSAGES.dealCancelled
                : CARS_MESSAGES.planStatuses[deal.paymentPlan.status]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
