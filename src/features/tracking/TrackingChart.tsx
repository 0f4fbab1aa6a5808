import { tokens } from '../../components/theme';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dayNoon } from './wording';
import { formatCalendarDateShort } from '../../../common/dates.gen';

export interface ChartSeries {
  label: string;
  values: ReadonlyArray<number | null>;
  color: string;
  /** Dashed for the secondary series, so colour is not the only difference. */
  dash?: number[];
}

interface Props {
  days: readonly string[];
  series: readonly ChartSeries[];
  /** What the y axis counts ('puntos', 'kg'). */
  unit: string;
  yRange?: [number, number];
  height?: number;
  /** Tells one chart from another on a page that shows several. */
  testId?: string;
}

/** Room for a label like '23 nov' in CSS pixels. */
/** Axis text as large as the page's text (uPlot draws 12 px by default). */
const AXIS_FONT = `${tokens.fontSize}px ${tokens.fontFamily}`;
const MIN_TICK_GAP = 64;

/**
 * A line chart of day-keyed values (uPlot, about 23 KB gzip, loaded with the tab's chunk only). It is
 * hidden from assistive technology: the same numbers are in the table that follows it.
 */
export function TrackingChart({ days, series, unit, yRange, height = 240, testId = 'tracking-chart' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !days.length) return;
    const xs = days.map((d) => dayNoon(d).getTime() / 1000);
    // Half a day of margin on each side; a lone point sits in the middle of a two-week span.
    const pad = xs.length > 1 ? 43_200 : 7 * 86_400;
    const xRange: uPlot.Range.MinMax = [xs[0] - pad, xs[xs.length - 1] + pad];
    const width = () => Math.max(260, el.clientWidth || el.parentElement?.clientWidth || 320);
    const chart = new uPlot(
      {
        width: width(),
        height,
        legend: { show: true, live: false },
        cursor: { show: false },
        scales: {
          x: { time: true, auto: false, range: xRange },
          y: yRange ? { range: yRange } : { auto: true },
        },
        axes: [
          {
            font: AXIS_FONT,
            // A tick on each entry's day, spelled es-MX; from the newest back, one at least MIN_TICK_GAP px
            // from the last one kept, so labels never overlap on a phone.
            splits: (u) => {
              const kept: number[] = [];
              for (let i = xs.length - 1; i >= 0; i -= 1) {
                const last = kept[kept.length - 1];
                if (last === undefined || u.valToPos(last, 'x') - u.valToPos(xs[i], 'x') >= MIN_TICK_GAP) kept.push(xs[i]);
              }
              return kept.reverse();
            },
            values: (_u, splits) => splits.map((s) => formatCalendarDateShort(new Date(s * 1000).toISOString().slice(0, 10))),
          },
          { label: unit, size: 64, font: AXIS_FONT, labelFont: `bold ${AXIS_FONT}`, labelSize: 24 },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            dash: s.dash,
            spanGaps: true,
            points: { show: true, size: 7, fill: s.color },
          })),
        ],
      },
      [xs, ...series.map((s) => s.values.map((v) => v ?? null))] as uPlot.AlignedData,
      el,
    );
    const resize = () => chart.setSize({ width: width(), height });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [days, series, unit, yRange, height]);
  return <div ref={box} className="tracking-chart" aria-hidden="true" data-testid={testId} data-points={days.length} />;
}
