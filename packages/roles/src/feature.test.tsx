import { createTestApi, routeSummary, TestHarness } from '@cc/resources/testing';
import { renderFeature } from '@cc/resources/testing/render';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rolesFeature } from './feature';

describe('rolesFeature', () => {
  it('describes /roles for the company account, in the navigation, and the first settings section', () => {
    expect(routeSummary(rolesFeature)).toEqual([
      {
        path: 'roles',
        title: 'إدارة الأدوار والصلاحيات',
        permission: '',
        nav: { label: 'الأدوار والصلاحيات', order: 100 },
      },
    ]);
    expect(rolesFeature.settings.map(({ id, label, order }) => ({ id, label, order }))).toEqual([
      { id: 'roles', label: 'إدارة الأدوار والصلاحيات', order: 10 },
    ]);
  });

  it('opens /roles with its page heading', async () => {
    renderFeature(rolesFeature, '/roles');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'إدارة الأدوار والصلاحيات' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /مبيعات/ })).toBeInTheDocument();
  });

  it('gives settings a section with a smaller heading', async () => {
    const { default: Section } = await rolesFeature.settings[0].screen();
    render(
      <TestHarness fake={createTestApi()}>
        <Section />
      </TestHarness>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'إدارة الأدوار والصلاحيات' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /مبيعات/ })).toBeInTheDocument();
  });
});
