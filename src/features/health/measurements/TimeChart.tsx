import { useId, useLayoutEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { formatDateCz, formatNumber } from '../../../../contract/format';
import { healthTexts } from '../anamnesis/texts';
import { chartSummary, linearScale, linePath, niceAxis, timeTicks, type SeriesPoint } from './chart';

export interface ChartSeries {
  key: string;
  label: string;
  /** Stroke colour (at least 3:1 against white, WCAG 1.4.11). */
  color: string;
  /** Point shape, so two series differ by more than colour. */
  marker: 'circle' | 'square';
  points: SeriesPoint[];
}

export interface TimeChartProps {
  id: string;
  title: string;
  /** Unit after values ('mm Hg'); '' for none (BMI). */
  unit: string;
  series: ChartSeries[];
  decimals?: number;
}

const MARGIN = { top: 14, right: 18, bottom: 30, left: 46 };
const FALLBACK_WIDTH = 320;

/** The width of an element, following resizes (ResizeObserver; a fixed fallback where there is none). */
function useElementWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth((current) => (current === next ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * A line chart of values over calendar time, drawn as SVG at the width of its box (phone first):
 * value axis with nice ticks and grid lines, Czech date labels, one line with point markers per
 * series and a legend. For assistive technology the SVG is one image whose name summarises the
 * data; 'Zobrazit jako tabulku' shows every value in a table.
 */
export function TimeChart({ id, title, unit, series, decimals = 0 }: TimeChartProps) {
  const [boxRef, width] = useElementWidth<HTMLDivElement>();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const titleId = `${id}-nazev`;
  const all = series.flatMap((entry) => entry.points);
  const summary = chartSummary(title, unit, series, decimals);
  const height = width < 480 ? 200 : 240;
  const plot = { left: MARGIN.left, right: width - MARGIN.right, top: MARGIN.top, bottom: height - MARGIN.bottom };

  const value = (n: number) => formatNumber(n, { decimals, minDecimals: decimals });

  let body: React.ReactNode;
  if (all.length === 0) {
    body = <p className={css({ color: 'fg.muted', py: '6', textAlign: 'center' })}>{healthTexts.GRAF_ZADNA_DATA}</p>;
  } else {
    const days = all.map((point) => point.day);
    const firstDay = Math.min(...days);
    const lastDay = Math.max(...days);
    const pad = Math.max(1, Math.round((lastDay - firstDay) * 0.03));
    const x = linearScale([firstDay - pad, lastDay + pad], [plot.left, plot.right]);
    const values = all.map((point) => point.value);
    const axis = niceAxis(Math.min(...values), Math.max(...values), Math.max(2, Math.floor((plot.bottom - plot.top) / 40)));
    const y = linearScale([axis.min, axis.max], [plot.bottom, plot.top]);
    const xTicks = timeTicks(firstDay - pad, lastDay + pad, Math.max(2, Math.floor((plot.right - plot.left) / 78)));
    body = (
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        data-chart={id}
        data-points={all.length}
        className={css({ display: 'block', maxW: 'full', overflow: 'visible' })}
      >
        <g fontSize={12} fill="currentColor" className={css({ color: 'fg.muted' })}>
          {axis.ticks.map((tick) => (
            <g key={`y${tick}`}>
              <line x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} stroke="#DADFDD" strokeWidth={1} />
              <text x={plot.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatNumber(tick, { decimals: 2 })}
              </text>
            </g>
          ))}
          {xTicks.map((tick, index) => (
            <g key={`x${tick.day}`}>
              <line x1={x(tick.day)} x2={x(tick.day)} y1={plot.bottom} y2={plot.bottom + 5} stroke="#8C9490" strokeWidth={1} />
              <text
                x={x(tick.day)}
                y={plot.bottom + 19}
                textAnchor={xTicks.length > 1 && index === xTicks.length - 1 && x(tick.day) > plot.right - 30 ? 'end' : 'middle'}
              >
                {tick.label}
              </text>
            </g>
          ))}
          <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#8C9490" strokeWidth={1} />
        </g>
        {series.map((entry) => {
          const points = entry.points.map((point) => ({ x: x(point.day), y: y(point.value), id: point.id }));
          return (
            <g key={entry.key} data-series={entry.key} stroke={entry.color} fill={entry.color}>
              {points.length > 1 ? (
                <path d={linePath(points)} fill="none" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
              ) : null}
              {points.map((point) =>
                entry.marker === 'square' ? (
                  <rect
                    key={point.id}
                    data-point=""
                    x={point.x - 4}
                    y={point.y - 4}
                    width={8}
                    height={8}
                    stroke="#FFFFFF"
                    strokeWidth={1.5}
                  />
                ) : (
                  <circle key={point.id} data-point="" cx={point.x} cy={point.y} r={4.5} stroke="#FFFFFF" strokeWidth={1.5} />
                ),
              )}
            </g>
          );
        })}
      </svg>
    );
  }

  // Rows of the table: one per measurement (by id), oldest first like the chart.
  const rows = new Map<number, { iso: string; values: Record<string, number> }>();
  for (const entry of series) {
    for (const point of entry.points) {
      const row = rows.get(point.id) ?? { iso: point.iso, values: {} };
      row.values[entry.key] = point.value;
      rows.set(point.id, row);
    }
  }
  const tableRows = [...rows.entries()].sort((a, b) => a[1].iso.localeCompare(b[1].iso) || a[0] - b[0]);

  return (
    <figure aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })} data-chart-box={id}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' })}>
        <h3 id={titleId} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {title}
          {unit ? <span className={css({ fontWeight: 'normal', color: 'fg.muted', fontSize: 'sm' })}> ({unit})</span> : null}
        </h3>
        {series.length > 1 ? (
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm' })} aria-hidden="true">
            {series.map((entry) => (
              <li key={entry.key} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                <svg width={22} height={12} viewBox="0 0 22 12" aria-hidden="true" focusable="false">
                  <line x1={0} x2={22} y1={6} y2={6} stroke={entry.color} strokeWidth={2.5} />
                  {entry.marker === 'square' ? (
                    <rect x={7} y={2} width={8} height={8} fill={entry.color} />
                  ) : (
                    <circle cx={11} cy={6} r={4.5} fill={entry.color} />
                  )}
                </svg>
                {entry.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div ref={boxRef} className={css({ w: 'full', minW: 0 })}>
        {body}
      </div>
      {all.length === 1 ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{healthTexts.GRAF_JEDEN_BOD}</p> : null}
      {all.length > 0 ? (
        <div>
          <button
            type="button"
            className={button({ variant: 'link' })}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? healthTexts.GRAF_TABULKA_SKRYT : healthTexts.GRAF_TABULKA}
          </button>
        </div>
      ) : null}
      <div id={tableId} hidden={!showTable} className={css({ overflowX: 'auto' })}>
        {showTable ? (
          <table
            className={css({
              w: 'full',
              borderCollapse: 'collapse',
              fontSize: 'sm',
              '& th, & td': { px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.default', textAlign: 'right' },
              '& th:first-child, & td:first-child': { textAlign: 'left' },
            })}
          >
            <caption className={css({ srOnly: true })}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{healthTexts.GRAF_DATUM}</th>
                {series.map((entry) => (
                  <th key={entry.key} scope="col">
                    {entry.label}
                    {unit ? ` (${unit})` : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableRows.map(([rowId, row]) => (
                <tr key={rowId}>
                  <th scope="row" className={css({ fontWeight: 'normal' })}>
                    {formatDateCz(row.iso)}
                  </th>
                  {series.map((entry) => (
                    <td key={entry.key}>{row.values[entry.key] === undefined ? '–' : value(row.values[entry.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </figure>
  );
}
