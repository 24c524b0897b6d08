import { Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { countLabel, formatCount } from '../../../../common/count-format';
import type { Dashboard } from '../../../../common/features/admin/dashboard.contract';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatChartDay } from './dashboard-format';

/**
 * Sign-ups and posts per day for the last 30 days: a chart (recharts) with its numbers as a
 * table beside it for screen readers, which anyone may show instead of the chart.
 */
export function DashboardActivityChart({ series }: { series: Dashboard['series'] }) {
  const [isTable, setIsTable] = useState(false);
  const titleId = useId();
  const totals = series.reduce(
    (sum, day) => ({ signups: sum.signups + day.signups, posts: sum.posts + day.posts }),
    { signups: 0, posts: 0 },
  );
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={titleId}>Sign-ups and posts, last 30 days</CardTitle>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={isTable}
          onClick={() => setIsTable((value) => !value)}
        >
          <Table2 aria-hidden />
          {isTable ? 'Show chart' : 'Show table'}
        </Button>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-sm text-muted-foreground">
          {countLabel(totals.signups, 'sign-up', 'sign-ups')} and{' '}
          {countLabel(totals.posts, 'post', 'posts')} in 30 days (UTC days).
        </p>
        {!isTable && (
          <div className="h-64 w-full" aria-hidden data-testid="activity-chart">
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart
                data={series}
                margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
                // The table below is what assistive technology reads: the chart takes no focus.
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
                <XAxis
                  dataKey="date"
                  tickFormatter={formatChartDay}
                  tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
                  minTickGap={16}
                />
                <YAxis
                  allowDecimals={false}
                  tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
                />
                <Tooltip
                  labelFormatter={(day) => formatChartDay(String(day))}
                  contentStyle={{
                    background: 'var(--color-card)',
                    border: '1px solid var(--color-border)',
                    borderRadius: 8,
                    color: 'var(--color-card-foreground)',
                  }}
                />
                <Legend />
                <Bar
                  dataKey="posts"
                  name="Posts"
                  fill="var(--color-primary)"
                  radius={[3, 3, 0, 0]}
                />
                <Line
                  dataKey="signups"
                  name="Sign-ups"
                  type="monotone"
                  stroke="var(--color-accent)"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
        )}
        <div className={isTable ? 'max-h-80 overflow-auto' : 'sr-only'}>
          <table className="w-full text-sm" aria-labelledby={titleId}>
            <thead className="sticky top-0 bg-card text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day (UTC)
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  Sign-ups
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Posts
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((day) => (
                <tr key={day.date} className="border-t">
                  <th scope="row" className="py-1 pr-4 text-left font-normal">
                    {day.date}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{formatCount(day.signups)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCount(day.posts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
