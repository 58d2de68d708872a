import { A4Page, PageHeader } from '@cc/ui-rtl';
import { useParams } from 'react-router';
import { MESSAGES } from '../messages';

/** print/{id}/{isContract}: 'true' means a contract, anything else an authorization (spec §2). */
export function PrintPage() {
  const { isContract } = useParams();
  const title = isContract === 'true' ? MESSAGES.print.title : MESSAGES.print.titleAuthorization;
  return (
    <div className="app-print">
      <A4Page>
        <PageHeader title={title} />
        <p className="app-muted">{MESSAGES.underConstruction}</p>
      </A4Page>
    </div>
  );
}
