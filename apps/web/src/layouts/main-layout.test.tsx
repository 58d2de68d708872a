import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoUser, renderApp, setScreenWidth } from '../test/render';

const ALL = [
  'الرئيسية',
  'السيارات',
  'الحسابات',
  'العقود',
  'الوكالات',
  'الأقساط',
  'الدفعات',
  'التحصيل',
  'أعمار الديون',
  'تقرير التحصيل',
  'الصناديق',
  'تقرير الأرباح',
  'براءة الذمة',
  'الإشعارات',
  'المستخدمون',
  'الأدوار والصلاحيات',
  'الإعدادات',
  'الملف الشخصي',
];

function navItems() {
  const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

afterEach(() => setScreenWidth(1280));

describe('MainLayout navigation', () => {
  it.each<[DemoUser, string[]]>([
    ['sales', ['الرئيسية', 'السيارات', 'الحسابات', 'العقود', 'الوكالات', 'الإشعارات', 'الملف الشخصي']],
    ['accountant', ['العقود', 'الوكالات', 'الأقساط', 'الدفعات', 'براءة الذمة', 'الإشعارات', 'الملف الشخصي']],
    ['company', ALL],
  ])('lists only what %s may open', async (who, expected) => {
    setScreenWidth(1280);
    renderApp(['/profile'], who);
    await screen.findByRole('heading', { name: 'الملف الشخصي' });
    expect(navItems()).toEqual(expected);
  });

  it('highlights the active item and shows the company name and the user menu', async () => {
    setScreenWidth(1280);
    const user = userEvent.setup();
    renderApp(['/contracts'], 'sales');
    const active = await screen.findByRole('link', { name: 'العقود' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveClass('app-nav__link--active');
    expect(screen.getByText('معرض الأمانة للسيارات')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /أحمد علي/ }));
    expect(screen.getByRole('menuitem', { name: 'الملف الشخصي' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });

  it('signs out from the user menu and goes to the login page', async () => {
    setScreenWidth(1280);
    const user = userEvent.setup();
    const { history, api } = renderApp(['/profile'], 'sales');
    await user.click(await screen.findByRole('button', { name: /أحمد علي/ }));
    await user.click(screen.getByRole('menuitem', { name: 'تسجيل الخروج' }));
    expect(await screen.findByLabelText('اسم المستخدم')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(api.logout).toHaveBeenCalledWith('refresh-sales');
  });

  it('refuses a page the user may not open, with the Arabic message', async () => {
    setScreenWidth(1280);
    const { history, notify } = renderApp(['/profile', '/payments'], 'sales');
    await screen.findByRole('heading', { name: 'الملف الشخصي' });
    expect(history.location.pathname).toBe('/profile');
    expect(notify).toHaveBeenCalledWith('ليس لديك إذن لعرض هذه الصفحة');
  });
});

describe('MainLayout on a phone (390 px)', () => {
  it('collapses the navigation into a menu button that opens a drawer', async () => {
    setScreenWidth(390);
    const user = userEvent.setup();
    renderApp(['/profile'], 'company');
    await screen.findByRole('heading', { name: 'الملف الشخصي' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    const menu = screen.getByRole('button', { name: 'فتح القائمة' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-overlay')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'العقود' }));
    expect(await screen.findByRole('heading', { name: 'العقود' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.click(menu);
    await act(async () => screen.getByTestId('nav-overlay').click());
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the side navigation open on a desktop', async () => {
    setScreenWidth(1280);
    renderApp(['/profile'], 'company');
    await screen.findByRole('heading', { name: 'الملف الشخصي' });
    expect(screen.queryByRole('button', { name: 'فتح القائمة' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
  });
});
