import { type Dashboard, endpoints } from '@cc/contracts';
import { createTestApi, DEMO_DASHBOARD, EMPTY_DASHBOARD, FakeFailure, route } from '@cc/resources/testing';
import { renderFeature } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardFeature } from './feature';

const answering = (data: Dashboard, calls: unknown[] = []) =>
  createTestApi({
    routes: [
      route(endpoints.dashboard.get, ({ query }) => {
        calls.push(query);
        return { data: { ...data, branchId: query.branchId ?? null } };
      }),
    ],
  });

const open = (fake = answering(DEMO_DASHBOARD)) => renderFeature(dashboardFeature, '/', { fake });

const card = (name: string) => screen.getByRole('region', { name });

describe('the dashboard', () => {
  it('shows every figure in both currencies, never added together', async () => {
    open();
    const overdue = await screen.findByRole('region', { name: 'الأقساط المتأخرة' });
    expect(within(overdue).getByText('7 قسط')).toBeInTheDocument();
    expect(within(overdue).getByText('9,500,000 د.ع')).toBeInTheDocument();
    expect(within(overdue).getByText('2,100.00 $')).toBeInTheDocument();
    expect(within(overdue).getByText('2026-01-10')).toBeInTheDocument();
    expect(within(card('المحصّل اليوم')).getByText('2,500,000 د.ع')).toBeInTheDocument();
    expect(within(card('المحصّل اليوم')).getByText('1,200.00 $')).toBeInTheDocument();
    expect(within(card('المتبقي على العملاء')).getByText('52,300.00 $')).toBeInTheDocument();
    expect(within(card('صفقات هذا الشهر')).getByRole('link', { name: /عقود\s*3/ })).toHaveAttribute(
      'href',
      '/contracts?fromDate=2026-04-01&toDate=2026-04-15',
    );
    expect(within(card('السيارات')).getByRole('link', { name: /قيد التسديد\s*9/ })).toHaveAttribute(
      'href',
      '/cars?status=Active',
    );
  });

  it('shows the repossessed cars: how many, the losses written off and the debts kept, per currency', async () => {
    open();
    const repossessed = await screen.findByRole('region', { name: 'السيارات المسترجعة' });
    expect(within(repossessed).getByText('1 سيارة')).toBeInTheDocument();
    const losses = within(repossessed).getByRole('group', { name: 'خسائر الشطب' });
    expect(within(losses).getByText('6,500,000 د.ع')).toBeInTheDocument();
    expect(within(losses).getByText('0.00 $')).toBeInTheDocument();
    const debts = within(repossessed).getByRole('group', { name: 'ديون باقية على المشترين' });
    expect(within(debts).getByText('0 د.ع')).toBeInTheDocument();
    // Outside what remains on the active deals.
    expect(within(card('المتبقي على العملاء')).queryByText('6,500,000 د.ع')).toBeNull();
  });

  it('shows the profit of the month per currency to CAR_COSTS, and no card when the answer has none', async () => {
    const { unmount } = open();
    const profit = await screen.findByRole('region', { name: 'ربح هذا الشهر' });
    expect(within(profit).getByText('6,500,000 د.ع')).toBeInTheDocument();
    expect(within(profit).getByText('من 3 بيع')).toBeInTheDocument();
    expect(within(profit).getByText(/250\.00 \$/)).toHaveTextContent('−');
    expect(within(profit).getByRole('link', { name: 'ربح هذا الشهر' })).toHaveAttribute(
      'href',
      '/reports/profit',
    );
    unmount();
    open(answering({ ...DEMO_DASHBOARD, profitThisMonth: null }));
    await screen.findByRole('region', { name: 'الأقساط المتأخرة' });
    expect(screen.queryByRole('region', { name: 'ربح هذا الشهر' })).toBeNull();
  });

  it('shows no repossessed cars card while none was repossessed', async () => {
    open(answering(EMPTY_DASHBOARD));
    expect(await screen.findByRole('region', { name: 'الأقساط المتأخرة' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'السيارات المسترجعة' })).toBeNull();
  });

  it('lists the dues of the next 7 days, each leading to its deal', async () => {
    open();
    const soon = await screen.findByRole('region', { name: 'أقساط تستحق خلال 7 أيام' });
    const rows = within(soon).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/contracts/1');
    expect(rows[0]).toHaveTextContent('أحمد علي حسن');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/authorizations/2');
    expect(rows[1]).toHaveTextContent('800.00 $');
  });

  it('links each age band to its overdue instalments, and puts a table behind each chart', async () => {
    const user = userEvent.setup();
    open();
    const bands = await screen.findByRole('navigation', { name: 'المتأخرات حسب العمر' });
    const links = within(bands).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/installments?overdue=true&fromDate=2026-03-16&toDate=2026-04-14',
      '/installments?overdue=true&fromDate=2026-02-14&toDate=2026-03-15',
      '/installments?overdue=true&fromDate=2026-01-15&toDate=2026-02-13',
      '/installments?overdue=true&toDate=2026-01-14',
    ]);
    const tables = screen.getAllByRole('table', { hidden: true });
    expect(tables).toHaveLength(2);
    expect(within(tables[0]!).getAllByRole('row', { hidden: true })).toHaveLength(13);
    expect(within(tables[0]!).getByText('آذار 2026')).toBeInTheDocument();
    // The currency switch redraws both charts and tables in dollars.
    await user.click(screen.getByRole('radio', { name: 'دولار أمريكي' }));
    expect(within(tables[1]!).getByText('1,300.00 $')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    open(answering(EMPTY_DASHBOARD));
    expect(await screen.findByText('لا أقساط تستحق خلال الأيام السبعة القادمة')).toBeInTheDocument();
    expect(screen.getAllByText('لا توجد بيانات لعرضها بعد')).toHaveLength(2);
    expect(within(card('الأقساط المتأخرة')).getByText('لا يوجد', { exact: false })).toBeInTheDocument();
  });

  it('shows the loading state, then the server message and a retry on failure', async () => {
    const fake = createTestApi({
      latencyMs: 300,
      routes: [
        route(endpoints.dashboard.get, () => {
          throw new FakeFailure(500, 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى', 'INTERNAL');
        }),
      ],
    });
    open(fake);
    expect(await screen.findByText('جار تحميل الأرقام...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('lets the company account narrow the figures to a branch', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    open(answering(DEMO_DASHBOARD, calls));
    // It holds its place while the branches are read, so the figures below it do not move.
    const select = await screen.findByLabelText('الفرع');
    expect(select).toBeDisabled();
    await waitFor(() => expect(select).toBeEnabled());
    const option = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(select, option.value);
    await waitFor(() => expect(calls).toContainEqual({ branchId: Number(option.value) }));
    expect(await screen.findByText('السيارات لا ترتبط بفرع: أعدادها للشركة كلها')).toBeInTheDocument();
  });
});

describe('the charts, below the first screen', () => {
  it('wait until they come near the viewport before their library loads', async () => {
    // A browser's observer, driven by the test: nothing is near until it says so.
    const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
    class FakeObserver {
      elements: Element[] = [];
      constructor(readonly callback: IntersectionObserverCallback) {
        observed.push(this);
      }
      observe(element: Element) {
        this.elements.push(element);
      }
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      open();
      const plot = await screen.findByRole('img', { name: 'المتأخرات حسب العمر' });
      expect(plot).toHaveTextContent('جار تحميل الرسم...');
      expect(plot.querySelector('.recharts-responsive-container')).toBeNull();
      const watcher = observed.find((o) => o.elements.includes(plot))!;
      watcher.callback(
        [{ isIntersecting: true, target: plot } as unknown as IntersectionObserverEntry],
        watcher as unknown as IntersectionObserver,
      );
      await waitFor(() => expect(plot.querySelector('.recharts-responsive-container')).not.toBeNull());
      // The other chart, still far away, has not drawn.
      expect(
        screen
          .getByRole('img', { name: 'المبيعات والتحصيل خلال 12 شهراً' })
          .querySelector('.recharts-responsive-container'),
      ).toBeNull();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
