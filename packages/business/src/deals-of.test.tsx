import { errorMessage } from '@cc/api-client';
import { endpoints } from '@cc/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type DealsOfQuery, useDealsOf } from './deals-of';
import { renderPiece } from './test/render';

function Numbers({ of }: { of: DealsOfQuery }) {
  const { deals, error } = useDealsOf(of);
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  return <p role="status">{deals ? deals.map((d) => `${d.kind}-${d.contractNumber}`).join(' ') : '…'}</p>;
}

describe('useDealsOf', () => {
  it("reads a person's contracts, then authorizations", async () => {
    const { fake } = renderPiece(<Numbers of={{ personId: 1 }} />);
    expect(await screen.findByText(/CONTRACT-1007/)).toHaveTextContent(
      'CONTRACT-1007 CONTRACT-1006 CONTRACT-1005 CONTRACT-1004 CONTRACT-1003 CONTRACT-1001 AUTHORIZATION-1001',
    );
    expect(fake.callsTo(endpoints.authorizations.list)[0]?.query).toMatchObject({
      personId: '1',
      size: '100',
    });
  });

  it("says why a car's deals cannot be read", async () => {
    renderPiece(<Numbers of={{ carId: 7 }} />, { permissions: ['GET_CAR'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('ليس لديك صلاحية لتنفيذ هذا الإجراء');
  });
});
