import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Collapsible } from './collapsible';

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Collapsible open={open} onOpenChange={setOpen} trigger="مدير - كل الصلاحيات #3" maxHeight={1000}>
      <p>عرض السيارات</p>
    </Collapsible>
  );
}

describe('Collapsible', () => {
  it('opens to show the panel and closes to hide it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: /مدير/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('عرض السيارات')).toBeNull();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('عرض السيارات')).toBeVisible();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('عرض السيارات')).toBeNull();
  });

  it('caps the panel at maxHeight', () => {
    render(<Harness initiallyOpen />);
    const inner = screen.getByText('عرض السيارات').parentElement;
    expect(inner).toHaveStyle({ maxHeight: '1000px' });
  });
});
