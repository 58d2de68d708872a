import type { Person } from '@cc/contracts';
import { Button, IconEdit, IconEye, IconTrash } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { PERSONS_MESSAGES } from './messages';
import { personPaths } from './paths';

/** Props of {@link PersonRowActions}. */
export interface PersonRowActionsProps {
  person: Person;
  /** Whether the user holds PERSON_UPDATE: only then the edit link shows. */
  canUpdate: boolean;
  /** Whether the user holds PERSON_DELETE: only then the delete button shows. */
  canDelete: boolean;
  /** Opens the delete confirmation for this person. */
  onDelete: (person: Person) => void;
}

/**
 * The 'الإجراءات' cell of an account row: view for everyone, edit with PERSON_UPDATE, delete with
 * PERSON_DELETE.
 *
 * @example
 * <PersonRowActions person={person} canUpdate canDelete onDelete={setTarget} />
 */
export function PersonRowActions({ person, canUpdate, canDelete, onDelete }: PersonRowActionsProps) {
  return (
    <div className="cc-persons-actions">
      {canDelete && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="cc-persons-icon-button"
          data-tone="danger"
          aria-label={PERSONS_MESSAGES.delete}
          title={PERSONS_MESSAGES.delete}
          onClick={() => onDelete(person)}
        >
          <IconTrash size={18} />
        </Button>
      )}
      {canUpdate && (
        <Link
          to={personPaths.edit(person.id)}
          className="cc-persons-icon-button"
          aria-label={PERSONS_MESSAGES.edit}
          title={PERSONS_MESSAGES.edit}
        >
          <IconEdit size={18} />
        </Link>
      )}
      <Link
        to={personPaths.view(person.id)}
        className="cc-persons-icon-button"
        aria-label={PERSONS_MESSAGES.view}
        title={PERSONS_MESSAGES.view}
      >
        <IconEye size={18} />
      </Link>
    </div>
  );
}
