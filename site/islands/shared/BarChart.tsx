import './bar-chart.css';

export interface Bar {
  key: string;
  /** The bar's name on the axis and in the table ("Nov 22"). */
  label: string;
  value: number;
  /** The figures of the bar as the table's cells, the value first ("12 500 FCFA", "3"). */
  cells: string[];
  /** A stacked bar's parts, bottom first, one per `series`; they add up to `value`. */
  parts?: number[];
}

/** A stacked part's name, for the legend; parts are coloured by their index (bar-chart.css). */
export interface Series {
  label: string;
}

/** A line over the bars on its own scale (a rate over counts): one point per bar, null for none. */
export interface ChartLine {
  label: string;
  values: (number | null)[];
  max: number;
  /** The line's top figure, shown on the right ("40%"). */
  maxLabel: string;
}

const HEIGHT = 160;
const STEP = 24;
const GAP = 4;
const TOP = 8;

const heightOf = (value: number, max: number) => (value > 0 ? Math.max(2, (value / max) * (HEIGHT - TOP)) : 0);

/** The line's path: a move to each point after a gap, a segment to each following one. */
function linePath(line: ChartLine): string {
  const max = Math.max(line.max, Number.EPSILON);
  let path = '';
  let drawing = false;
  line.values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const x = index * STEP + STEP / 2;
    const y = HEIGHT - (value / max) * (HEIGHT - TOP);
    path += `${drawing ? 'L' : 'M'}${x} ${y.toFixed(2)} `;
    drawing = true;
  });
  return path.trim();
}

/**
 * The site's one chart: SVG bars sized by attributes, never by `style` (the CSP has no
 * 'unsafe-inline', which is why recharts is not used), coloured by bar-chart.css, with a
 * visually hidden table carrying the same figures for screen readers. Bars may be stacked
 * (`parts` with a `series` legend) and carry a line on its own scale (`line`, a rate over
 * counts). Every chart is this component with other bars.
 */
export function BarChart(props: {
  bars: Bar[];
  caption: string;
  maxLabel: string;
  testId?: string;
  /** The table's column heads: the bars' name, then one per cell. */
  columns?: string[];
  series?: Series[];
  /** The legend's name for plain (unstacked) bars, when the chart has a legend. */
  barLabel?: string;
  line?: ChartLine;
}) {
  const { bars, series, line } = props;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const width = Math.max(bars.length, 1) * STEP;
  return (
    <figure className="bar-chart" data-testid={props.testId}>
      <div className="bar-chart-max small muted" aria-hidden="true">
        <span>{props.maxLabel}</span>
        {line && <span className="bar-chart-line-max">{line.maxLabel}</span>}
      </div>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="bar-chart-svg"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} className="bar-chart-axis" />
        {bars.map((bar, index) => {
          const x = index * STEP + GAP / 2;
          const title = <title>{`${bar.label}: ${bar.cells.join(' · ')}`}</title>;
          if (!bar.parts) {
            const height = heightOf(bar.value, max);
            return (
              <rect
                key={bar.key}
                className="bar-chart-bar"
                x={x}
                y={HEIGHT - height}
                width={STEP - GAP}
                height={height}
                rx="2"
              >
                {title}
              </rect>
            );
          }
          let base = HEIGHT;
          return (
            <g key={bar.key} className="bar-chart-stack">
              {title}
              {bar.parts.map((part, partIndex) => {
                const height = part > 0 ? (part / max) * (HEIGHT - TOP) : 0;
                base -= height;
                return (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: a stack's parts keep their order
                    key={partIndex}
                    className={`bar-chart-part bar-chart-part-${partIndex}`}
                    x={x}
                    y={base}
                    width={STEP - GAP}
                    height={height}
                  />
                );
              })}
            </g>
          );
        })}
        {line && <path className="bar-chart-line" d={linePath(line)} vectorEffect="non-scaling-stroke" />}
      </svg>
      {bars.length > 0 && (
        <div className="bar-chart-range small muted" aria-hidden="true">
          <span>{bars[0]?.label}</span>
          <span>{bars.at(-1)?.label}</span>
        </div>
      )}
      {(series || line) && (
        <ul className="bar-chart-legend small" aria-hidden="true">
          {props.barLabel && (
            <li>
              <span className="bar-chart-swatch bar-chart-swatch-bar" />
              {props.barLabel}
            </li>
          )}
          {series?.map((entry, index) => (
            <li key={entry.label}>
              <span className={`bar-chart-swatch bar-chart-part-${index}`} />
              {entry.label}
            </li>
          ))}
          {line && (
            <li>
              <span className="bar-chart-swatch bar-chart-swatch-line" />
              {line.label}
            </li>
          )}
        </ul>
      )}
      <figcaption className="sr-only">{props.caption}</figcaption>
      {/* The clipping box, not the table: a table grows to its content whatever its width says. */}
      <div className="sr-only">
        <table data-testid="chart-table">
          {props.columns && (
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                {bar.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a bar's cells keep their order
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
