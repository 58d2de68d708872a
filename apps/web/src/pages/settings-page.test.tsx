import { screen } from '@testing-library/react';
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
});
