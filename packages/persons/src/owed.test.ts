import {
  DEMO_ACCOUNT_DEALS as DEMO_DEALS,
  DEMO_PERSONS,
  demoAccountDeal as demoDeal,
} from '@cc/resources/testing';
import { describe, expect, it } from 'vitest';
import { owedByCurrency, rolesIn } from './owed';

describe('owedByCurrency', () => {
  it('sums the remaining amounts per currency in minor units', () => {
    expect(owedByCurrency(DEMO_DEALS, 1)).toEqual([
      { currency: 'IQD', minor: 12_500_000 },
      { currency: 'USD', minor: 125_050 },
    ]);
  });

  it('adds decimal amounts exactly (0.1 + 0.2)', () => {
    const buyer = DEMO_PERSONS[0]!;
    const deals = [
      demoDeal({ id: 1, buyer, currency: 'USD', price: '1', remaining: '0.10' }),
      demoDeal({ id: 2, buyer, currency: 'USD', price: '1', remaining: '0.20' }),
    ];
    expect(owedByCurrency(deals, buyer.id)).toEqual([{ currency: 'USD', minor: 30 }]);
  });

  it('leaves out paid-off deals and other people', () => {
    expect(owedByCurrency(DEMO_DEALS, 3)).toEqual([]);
    expect(owedByCurrency(DEMO_DEALS, 2)).toEqual([{ currency: 'IQD', minor: 20_000_000 }]);
  });
});

describe('rolesIn', () => {
  it('names the parts of a person in a deal', () => {
    expect(rolesIn(DEMO_DEALS[0]!, 1)).toEqual(['buyer']);
    expect(rolesIn(DEMO_DEALS[0]!, 3)).toEqual(['guarantor']);
    expect(rolesIn(DEMO_DEALS[6]!, 1)).toEqual(['seller']);
    expect(rolesIn(DEMO_DEALS[6]!, 2)).toEqual([]);
  });
});
