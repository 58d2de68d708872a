import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel } from './format';
import { ADMIN_MESSAGES as M } from './messages';

// Loaded lazily by the admin index (as @cc/dashboard loads its charts): recharts lands in its own chunk,
// fetched only by the super administrator. Right to left: the oldest month on the right, values on the right.
const tick = { fontSize: 12, fill: 'var(--cc-gray-600, #475569)' };

/** Props of {@link NewCompaniesChart}. */
export interface NewCompaniesChartProps {
  months: readonly { month: string; count: number }[];
}

/** New companies per month over the last 12 months, as bars. */
export function NewCompaniesChart({ months }: NewCompaniesChartProps) {
  const rows = months.map((m) => ({ label: monthLabel(m.month), count: m.count }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed tick={tick} interval="preserveStartEnd" />
        <YAxis orientation="right" tick={tick} allowDecimals={false} width={32} />
        <Tooltip formatter={(value, name) => [String(value), name]} />
        {/* The series named in Arabic (its tooltip line), not by its key. */}
        <Bar
          dataKey="count"
          name={M.newCompanies}
          fill="#1976d2"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
