import type { AgeBandFigure, DashboardMonth, DealCurrency } from '@cc/contracts';
import { formatAmount } from '@cc/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DASHBOARD_MESSAGES as M } from './messages';
import { monthLabel } from './month-label';

// The two charts (recharts, real SVG). This module is loaded lazily by the dashboard screen, so the
// chart library lands in its own chunk, fetched only when the home page is opened.
// Right to left: the category axis is reversed (the oldest month and the first band on the right) and
// the value axis sits on the right; labels are Arabic, numbers Latin digits as everywhere in the product.

const compact = new Intl.NumberFormat('ar-IQ-u-nu-latn', { notation: 'compact', maximumFractionDigits: 1 });
const tick = { fontSize: 12, fill: 'var(--cc-gray-600, #475569)' };
const COLORS = {
  sales: '#1976d2',
  collections: '#2e7d32',
  band: ['#f59e0b', '#ea580c', '#dc2626', '#7f1d1d'],
};

/** One entry of a chart's legend as recharts hands it over: the series' name and colour. */
interface LegendEntry {
  value?: unknown;
  color?: string | undefined;
}

/**
 * The legend as a plain list of the series' Arabic names, each after a swatch of its colour hidden from
 * screen readers (recharts' own legend names each icon «<key> legend icon», in English).
 */
export function ChartLegend({ payload }: { payload?: readonly LegendEntry[] }) {
  if (!payload?.length) return null;
  return (
    <ul className="cc-dash-legend">
      {payload.map((entry) => (
        <li key={String(entry.value)} className="cc-dash-legend__item">
          <span className="cc-dash-legend__swatch" style={{ background: entry.color }} aria-hidden="true" />
          {String(entry.value)}
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link MonthsChart}. */
export interface MonthsChartProps {
  months: readonly DashboardMonth[];
  currency: DealCurrency;
}

/** Sales and collections of the 12 months in one currency, as grouped bars. */
export function MonthsChart({ months, currency }: MonthsChartProps) {
  const rows = months.map((m) => ({
    label: monthLabel(m.month),
    sales: Number(m.sales[currency]),
    collections: Number(m.collections[currency]),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed tick={tick} interval="preserveStartEnd" />
        <YAxis orientation="right" tick={tick} tickFormatter={(v: number) => compact.format(v)} width={56} />
        <Tooltip formatter={(value, name) => [formatAmount(String(value), currency), name]} />
        <Legend content={<ChartLegend />} />
        {/* Each series named in Arabic: its legend entry and its tooltip line say so. */}
        <Bar
          dataKey="sales"
          name={M.sales}
          fill={COLORS.sales}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="collections"
          name={M.collections}
          fill={COLORS.collections}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Props of {@link BandsChart}. */
export interface BandsChartProps {
  bands: readonly AgeBandFigure[];
  currency: DealCurrency;
  /** Opens the band's list (a click on its bar). */
  onOpen: (band: AgeBandFigure) => void;
}

/** What is overdue in one currency, by age band; a bar opens its band's list. */
export function BandsChart({ bands, currency, onOpen }: BandsChartProps) {
  const rows = bands.map((b) => ({ label: M.bands[b.band], amount: Number(b.amounts[currency]), band: b }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed tick={tick} interval={0} />
        <YAxis orientation="right" tick={tick} tickFormatter={(v: number) => compact.format(v)} width={56} />
        <Tooltip formatter={(value) => [formatAmount(String(value), currency), M.amount]} />
        <Bar
          dataKey="amount"
          name={M.amount}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
          cursor="pointer"
          onClick={(entry) => onOpen((entry as unknown as { payload: { band: AgeBandFigure } }).payload.band)}
        >
          {rows.map((row, i) => (
            <Cell key={row.band.band} fill={COLORS.band[i] ?? COLORS.band[0]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
