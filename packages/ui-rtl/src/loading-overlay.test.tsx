import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('is a status with the Arabic loading label', () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status', { name: 'جار التحميل...' })).toBeInTheDocument();
  });

  it('renders nothing when not visible', () => {
    render(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
