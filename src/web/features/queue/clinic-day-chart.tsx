// The clinic's day by half hour as a bar chart in plain SVG: who arrived and who was called in, side by side
// for each half hour, the hours marked under them (the clinic's time). Narrow enough for a phone: the chart
// scales to its box.
// A screen reader gets the same numbers as a table (and the chart is hidden from it).
import type { ClinicDayStats } from '../../../shared/contract/queue';
import { useTranslation } from '../../lib/i18n';

const BAR = 10;
const GAP = 2;
const GROUP = BAR * 2 + GAP + 8;
const HEIGHT = 120;
const LABELS = 20;
/** Half hours the chart is at least as wide as, so a day of one or two keeps bars of a sensible width. */
const MIN_GROUPS = 12;

export function ClinicDayChart({ rows }: { rows: ClinicDayStats['by_half_hour'] }) {
  const { t } = useTranslation();
  const highest = Math.max(1, ...rows.flatMap((row) => [row.arrived, row.called]));
  const width = Math.max(rows.length, MIN_GROUPS) * GROUP;
  const barHeight = (count: number) => Math.round((count / highest) * (HEIGHT - 4));
  return (
    <figure className="clinic-chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + LABELS}`}
        className="clinic-chart-svg"
        aria-hidden="true"
        preserveAspectRatio="xMinYMin meet"
      >
        <line x1="0" y1={HEIGHT} x2={width} y2={HEIGHT} className="clinic-chart-axis" />
        {rows.map((row, i) => {
          const x = i * GROUP + 4;
          return (
            <g key={row.from}>
              <rect
                x={x}
                y={HEIGHT - barHeight(row.arrived)}
                width={BAR}
                height={barHeight(row.arrived)}
                className="clinic-chart-arrived"
              />
              <rect
                x={x + BAR + GAP}
                y={HEIGHT - barHeight(row.called)}
                width={BAR}
                height={barHeight(row.called)}
                className="clinic-chart-called"
              />
              {row.from.endsWith(':00') && (
                <text x={x} y={HEIGHT + LABELS - 4} className="clinic-chart-label">
                  {row.from}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="clinic-chart-legend">
        <span className="clinic-chart-key clinic-chart-key-arrived">{t('clinicDay.chartArrived')}</span>
        <span className="clinic-chart-key clinic-chart-key-called">{t('clinicDay.chartCalled')}</span>
      </figcaption>
      {/* The table box grows to its cells whatever its own width says, so the hiding box wraps it and clips it. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('clinicDay.chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('clinicDay.chartFrom')}</th>
              <th scope="col">{t('clinicDay.chartArrived')}</th>
              <th scope="col">{t('clinicDay.chartCalled')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.from}>
                <th scope="row">{row.from}</th>
                <td>{row.arrived}</td>
                <td>{row.called}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
