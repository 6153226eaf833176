import { useEffect, useRef } from 'react';

export interface ChartDay {
  readonly day: string;
  readonly views: number;
  readonly reads: number;
}

const HEIGHT = 240;
const DAY_SECONDS = 86_400;

/**
 * Views and reads per day, drawn by uPlot. The chart is a picture of the numbers in the table
 * beside it (which screen readers and keyboards use), so it is named as one image. uPlot and its
 * code load only here, after hydration: no other page, and no server render, carries them.
 */
export function StatsChart({ days, label }: { readonly days: readonly ChartDay[]; readonly label: string }) {
  const target = useRef<HTMLDivElement>(null);
  const series = JSON.stringify(days);
  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let resize: ResizeObserver | undefined;
    let stopped = false;
    void import('uplot').then(({ default: uPlot }) => {
      if (stopped) return;
      const parsed = JSON.parse(series) as ChartDay[];
      const xs = parsed.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
      const style = getComputedStyle(element);
      const accent = style.getPropertyValue('--color-accent').trim() || '#1a8917';
      const muted = style.getPropertyValue('--color-muted').trim() || '#6b6b6b';
      const line = style.getPropertyValue('--color-line').trim() || '#e6e6e6';
      const axis = { stroke: muted, grid: { stroke: line, width: 1 }, ticks: { show: false } };
      chart = new uPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
          scales: { x: { time: true, range: (_chart, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] }, y: { range: (_chart, _min, max) => [0, Math.max(4, max * 1.1)] } },
          axes: [axis, { ...axis, size: 48 }],
          cursor: { drag: { x: false, y: false } },
          series: [
            {},
            { label: 'Views', stroke: muted, width: 2, fill: `${muted}14`, points: { show: parsed.length <= 31 } },
            { label: 'Reads', stroke: accent, width: 2, fill: `${accent}1f`, points: { show: parsed.length <= 31 } },
          ],
        },
        [xs, parsed.map((day) => day.views), parsed.map((day) => day.reads)],
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
  }, [series]);
  return <div className="stats-chart" ref={target} role="img" aria-label={label} style={{ minHeight: HEIGHT }} />;
}
