import type { Car } from '@cc/contracts';
import { Button, IconEdit, IconEye, IconTrash } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { CARS_MESSAGES } from './messages';
import { carPaths } from './paths';

/** Props of {@link CarRowActions}. */
export interface CarRowActionsProps {
  car: Car;
  /** Opens the delete confirmation for this car. */
  onDelete: (car: Car) => void;
}

/**
 * The 'الإجراءات' cell of a car row (spec §2): for a Pending car a delete icon button and an edit icon link
 * to /car/{id}/edit; for every car a view link to /car/{id}/view.
 *
 * @example
 * <CarRowActions car={car} onDelete={setTarget} />
 */
export function CarRowActions({ car, onDelete }: CarRowActionsProps) {
  const pending = car.status === 'Pending';
  return (
    <div className="cc-cars-actions">
      {pending && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="cc-cars-icon-button"
          data-tone="danger"
          aria-label={CARS_MESSAGES.delete}
          title={CARS_MESSAGES.delete}
          onClick={() => onDelete(car)}
        >
          <IconTrash size={18} />
        </Button>
      )}
      {pending && (
        <Link
          to={carPaths.edit(car.id)}
          className="cc-cars-icon-button"
          aria-label={CARS_MESSAGES.edit}
          title={CARS_MESSAGES.edit}
        >
          <IconEdit size={18} />
        </Link>
      )}
      <Link
        to={carPaths.view(car.id)}
        className="cc-cars-icon-button"
        aria-label={CARS_MESSAGES.view}
        title={CARS_MESSAGES.view}
      >
        <IconEye size={18} />
      </Link>
    </div>
  );
}
