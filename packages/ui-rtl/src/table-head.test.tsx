import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableHead } from './table-head';

describe('TableHead', () => {
  it('names each column by its title, in order, leaving out the columns not shown', () => {
    const showDeal = false;
    render(
      <table>
        <TableHead titles={['رقم الإيصال', showDeal && 'العقد', 'المبلغ', null]} />
        <tbody>
          <tr>
            <td>12</td>
            <td>500,000</td>
          </tr>
        </tbody>
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['رقم الإيصال', 'المبلغ']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
  });
});
