import { createPrintApi, PrintScreen } from '@cc/print';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../app/api-context';

/**
 * print/{id}/{isContract} (spec §2), outside the main layout: 'true' means a contract, anything else an
 * authorization. Back returns to the page that opened it, or to the deal when opened directly.
 */
export function PrintPage() {
  const { id, isContract } = useParams();
  const client = useApi();
  const api = useMemo(() => createPrintApi(client), [client]);
  const navigate = useNavigate();
  const contract = isContract === 'true';
  const dealId = Number(id);
  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(`/${contract ? 'contracts' : 'authorizations'}/${dealId}`);
  };
  return <PrintScreen api={api} id={dealId} isContract={contract} onBack={back} />;
}
