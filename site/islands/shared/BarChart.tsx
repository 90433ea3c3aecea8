import './bar-chart.css';

export interface Bar {
  key: string;
  /** The bar's name on the axis and in the table ("22 Nov"). */
  label: string;
  value: number;
  /** The figures of the bar as the table's cells, the value first ("12 500 FCFA", "3"). */
  cells: string[];
}

const HEIGHT = 160;
const STEP = 24;
const GAP = 4;

/**
 * The site's one chart: SVG bars sized by attributes, never by `style` (the CSP has no
 * 'unsafe-inline', which is why recharts is not used), coloured by bar-chart.css, with a
 * visually hidden table carrying the same figures for screen readers. Every chart to come is
 * this component with other bars.
 */
export function BarChart(props: { bars: Bar[]; caption: string; maxLabel: string; testId?: string }) {
  const { bars } = props;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const width = Math.max(bars.length, 1) * STEP;
  return (
    <figure className="bar-chart" data-testid={props.testId}>
      <div className="bar-chart-max small muted" aria-hidden="true">
        {props.maxLabel}
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
          const height = bar.value > 0 ? Math.max(2, (bar.value / max) * (HEIGHT - 8)) : 0;
          return (
            <rect
              key={bar.key}
              className="bar-chart-bar"
              x={index * STEP + GAP / 2}
              y={HEIGHT - height}
              width={STEP - GAP}
              height={height}
              rx="2"
            >
              <title>{`${bar.label}: ${bar.cells.join(' · ')}`}</title>
            </rect>
          );
        })}
      </svg>
      {bars.length > 0 && (
        <div className="bar-chart-range small muted" aria-hidden="true">
          <span>{bars[0]?.label}</span>
          <span>{bars.at(-1)?.label}</span>
        </div>
      )}
      <figcaption className="sr-only">{props.caption}</figcaption>
      <table className="sr-only">
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
    </figure>
  );
}
