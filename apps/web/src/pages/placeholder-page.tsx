import { A4Page, PageHeader } from '@cc/ui-rtl';
import { MESSAGES } from '../messages';

/** A screen a later version builds: its heading and one honest line, nothing that pretends to work. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <A4Page>
      <PageHeader title={title} />
      <p className="app-muted">{MESSAGES.underConstruction}</p>
    </A4Page>
  );
}
