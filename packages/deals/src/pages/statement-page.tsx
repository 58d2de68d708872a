import { useParams } from 'react-router';
import { StatementScreen } from '../statement-screen';

/** /statements/deal/:id and /statements/person/:id (GET_CONTRACT): a statement of account. */
export default function StatementPage() {
  const { kind, id } = useParams();
  return (
    <StatementScreen
      key={`${kind}-${id}`}
      of={kind === 'person' ? { person: Number(id) } : { deal: Number(id) }}
    />
  );
}
