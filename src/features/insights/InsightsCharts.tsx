// The insights' three charts, drawn with recharts, which only this page's chunk downloads. Each one draws the
// counts of the table beside it: the charts are hidden from screen readers (and out of the tab order), which
// read the tables instead. Their colours are the theme's tokens, so both themes keep the bars at 3:1 or more
// on the page and the axes' texts at AA.
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, XAxis, YAxis } from 'recharts';
import { usePrefersReducedMotion } from '../../app/usePrefersReducedMotion';

export interface ChartSeries {
  readonly key: string;
  readonly name: string;
}

export interface InsightsChartProps {
  /** One row per bar group: its label under `label`, its counts under each series' key. */
  readonly rows: readonly Readonly<Record<string, string | number>>[];
  readonly series: readonly ChartSeries[];
  /** Horizontal bars, their labels on the left (stages, sources); else columns (weeks). */
  readonly horizontal?: boolean;
  readonly height: number;
  readonly testId: string;
}

/** The series' colours in turn: the primary colour, then the texts of warning and success, then the body text. */
function usePalette(): readonly string[] {
  const { token } = theme.useToken();
  return [token.colorPrimary, token.colorWarningText, token.colorSuccessText, token.colorText];
}

export function InsightsChart({ rows, series, horizontal = false, height, testId }: InsightsChartProps) {
  const { token } = theme.useToken();
  const palette = usePalette();
  const animate = !usePrefersReducedMotion();
  const tick = { fill: token.colorTextDescription, fontSize: token.fontSizeSM };
  const data = rows.map((row) => ({ ...row }));
  return (
    <div aria-hidden="true" className="insights-chart" data-testid={testId}>
      <BarChart
        responsive
        style={{ width: '100%', height }}
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        accessibilityLayer={false}
        margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={token.colorBorderSecondary} horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" allowDecimals={false} tick={tick} stroke={token.colorBorder} />
            <YAxis type="category" dataKey="label" width={120} tick={tick} stroke={token.colorBorder} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={tick} stroke={token.colorBorder} interval="preserveStartEnd" minTickGap={12} />
            <YAxis allowDecimals={false} width={32} tick={tick} stroke={token.colorBorder} />
          </>
        )}
        {series.length > 1 ? <Legend itemSorter={null} wrapperStyle={{ color: token.colorText, fontSize: token.fontSizeSM }} /> : null}
        {series.map((item, index) => (
          <Bar key={item.key} dataKey={item.key} name={item.name} fill={palette[index % palette.length]} isAnimationActive={animate}>
            {horizontal && series.length === 1 ? <LabelList dataKey={item.key} position="right" fill={token.colorText} /> : null}
          </Bar>
        ))}
      </BarChart>
    </div>
  );
}
