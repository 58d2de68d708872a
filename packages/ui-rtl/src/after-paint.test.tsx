import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterPaint } from './after-paint';

describe('AfterPaint', () => {
  it('shows what is above it at once and its children after the first paint', async () => {
    render(
      <>
        <h1>العنوان</h1>
        <AfterPaint>
          <p>الجدول</p>
        </AfterPaint>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'العنوان' })).toBeInTheDocument();
    expect(screen.queryByText('الجدول')).not.toBeInTheDocument();
    expect(await screen.findByText('الجدول')).toBeInTheDocument();
  });
});
