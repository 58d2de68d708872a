import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RtlProvider } from './rtl-provider';
import { toast } from './toaster';

afterEach(() => toast.dismiss());

describe('toast and the Toaster', () => {
  it('renders no toast region before the first toast, then shows it (sonner loads on demand)', async () => {
    render(
      <RtlProvider>
        <p>الصفحة</p>
      </RtlProvider>,
    );
    expect(screen.queryByRole('region', { name: /الإشعارات/ })).toBeNull();
    act(() => toast.success('تم الحفظ بنجاح'));
    expect(await screen.findByText('تم الحفظ بنجاح')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /الإشعارات/ })).toBeInTheDocument();
  });

  it('shows an error fired before the Toaster mounted', async () => {
    toast.error('حدث خطأ أثناء الحذف');
    render(
      <RtlProvider>
        <p>الصفحة</p>
      </RtlProvider>,
    );
    expect(await screen.findByText('حدث خطأ أثناء الحذف')).toBeInTheDocument();
  });
});
