import { useParams } from 'react-router';
import { dealIdOf } from '../deal-reads';
import { DealViewScreen } from '../deal-view-screen';
import type { DealsKind } from '../kind';
import { DEALS_MESSAGES as M } from '../messages';

/** A deal's page of a kind, for the id of the route ('العقد غير موجود' for one that is not a number). */
export function DealPage({ kind }: { kind: DealsKind }) {
  const { id } = useParams();
  const dealId = dealIdOf(id);
  if (dealId === null) return <p role="alert">{M.notFound[kind]}</p>;
  return <DealViewScreen key={dealId} kind={kind} dealId={dealId} />;
}
