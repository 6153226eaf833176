import { useEffect, useRef } from 'react';
import { DAY_SECONDS } from '../../shared/constants.ts';

export interface ChartDay {
  readonly day: string;
  readonly views: number;
  readonly reads: number;
}

/** One line of a chart: its name, a value for each day, and which of the page's colours draws it. */
export interface ChartSeries {
  readonly label: string;
  readonly values: readonly number[];
  readonly tone: 'muted' | 'accent';
}

const HEIGHT = 240;

/**
 * Lines over days (YYYY-MM-DD), drawn by uPlot. The chart is a picture of the numbers in the
 * table beside it (which screen readers and keyboards use), so it is named as one image. uPlot
 * and its code load only here, after hydration: no other page, and no server render, carries them.
 */
export function TimeChart({
  days,
  series,
  label,
}: {
  readonly days: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly label: string;
}) {
  const target = useRef<HTMLDivElement>(null);
  const data = JSON.stringify({ days, series });
  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let resize: ResizeObserver | undefined;
    let stopped = false;
    void import('uplot').then(({ default: uPlot }) => {
      if (stopped) return;
      const parsed = JSON.parse(data) as { days: string[]; series: ChartSeries[] };
      const style = getComputedStyle(element);
      const colour = (tone: ChartSeries['tone']) =>
        tone === 'accent'
          ? style.getPropertyValue('--color-accent').trim() || '#1a8917'
          : style.getPropertyValue('--color-muted').trim() || '#6b6b6b';
      const line = style.getPropertyValue('--color-line').trim() || '#e6e6e6';
      const axis = { stroke: colour('muted'), grid: { stroke: line, width: 1 }, ticks: { show: false } };
      const points = { show: parsed.days.length <= 31 };
      chart = new uPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
          // one point alone gets a week around it, not uPlot's guess of years
          scales: {
            x: {
              time: true,
              range: (_chart, min, max) =>
                min === max
                  ? [min - 3 * DAY_SECONDS, max + 3 * DAY_SECONDS]
                  : [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2],
            },
            y: { range: (_chart, _min, max) => [0, Math.max(4, max * 1.1)] },
          },
          axes: [axis, { ...axis, size: 48 }],
          cursor: { drag: { x: false, y: false } },
          series: [
            {},
            ...parsed.series.map((one) => ({
              label: one.label,
              stroke: colour(one.tone),
              width: 2,
              fill: `${colour(one.tone)}1a`,
              points,
            })),
          ],
        },
        [
          parsed.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000),
          ...parsed.series.map((one) => [...one.values]),
        ],
        element,
      );
      resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
      resize.observe(element);
    });
    return () => {
      stopped = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [data]);
  return <div className="stats-chart" ref={target} role="img" aria-label={label} style={{ minHeight: HEIGHT }} />;
}
