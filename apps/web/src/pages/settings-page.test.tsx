import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

describe('SettingsPage', () => {
  it('shows its side menu with the features’ sections and the designer', async () => {
    renderApp(['/settings'], 'company');
    expect(await screen.findByRole('heading', { name: 'الإعدادات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصميم طباعة العقد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الفروع' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بيانات الشركة' })).toBeInTheDocument();
  });

  it('opens on its first section, and shows another when its entry is chosen', async () => {
    renderApp(['/settings'], 'company');
    expect(await screen.findByRole('heading', { name: 'إدارة الأدوار والصلاحيات' })).toBeInTheDocument();
    const branches = screen.getByRole('button', { name: 'الفروع' });
    // Pointing at an entry starts its chunk; choosing it shows the section.
    fireEvent.pointerEnter(branches);
    fireEvent.click(branches);
    expect(await screen.findByRole('form', { name: 'إضافة فرع' })).toBeInTheDocument();
    expect(branches).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'إدارة الأدوار والصلاحيات' })).not.toBeInTheDocument();
  });
});
