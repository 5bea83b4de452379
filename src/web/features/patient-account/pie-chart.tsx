// A small pie chart drawn locally as inline SVG (no chart script): a tilted pie with a darker rim for the
// old "3D" look, one distinct colour per slice, a text legend with the counts, and a role="img" label
// that reads the whole chart out to screen readers.
import { useId } from 'react';

export interface PieSlice {
  key: string;
  label: string;
  value: number;
  /** A CSS colour (the theme's variables). */
  color: string;
}

const CX = 100;
const RX = 90;
const RY = 58;
const CY = 66;
const DEPTH = 14;

function point(angle: number, dy = 0): string {
  return `${(CX + RX * Math.cos(angle)).toFixed(2)} ${(CY + dy + RY * Math.sin(angle)).toFixed(2)}`;
}

/** An elliptical wedge from `start` to `end` (radians, clockwise from 3 o'clock). */
function wedge(start: number, end: number, dy = 0): string {
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${CX} ${CY + dy} L ${point(start, dy)} A ${RX} ${RY} 0 ${large} 1 ${point(end, dy)} Z`;
}

export function PieChart({ slices, label }: { slices: PieSlice[]; label: string }) {
  const titleId = useId();
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  let angle = -Math.PI / 2;
  const shapes = slices
    .filter((s) => s.value > 0)
    .map((s) => {
      const start = angle;
      angle += (s.value / total) * 2 * Math.PI;
      return { ...s, start, end: angle, whole: s.value === total };
    });
  // The rim is the same slices drawn lower and darker, layer on layer.
  const layer = (dy: number, rim: boolean) =>
    shapes.map((s) => {
      const style = { fill: rim ? `color-mix(in srgb, ${s.color} 68%, black)` : s.color };
      const edge = rim ? {} : { stroke: '#fff', strokeWidth: 1.5 };
      return s.whole ? (
        <ellipse key={`${s.key}-${dy}`} cx={CX} cy={CY + dy} rx={RX} ry={RY} style={style} {...edge} />
      ) : (
        <path key={`${s.key}-${dy}`} d={wedge(s.start, s.end, dy)} style={style} {...edge} />
      );
    });
  return (
    <figure className="ps-pie">
      <svg viewBox={`0 0 200 ${2 * CY + DEPTH + 2}`} role="img" aria-labelledby={titleId} className="ps-pie-svg">
        <title id={titleId}>{label}</title>
        {total === 0 ? (
          <>
            <ellipse cx={CX} cy={CY + DEPTH} rx={RX} ry={RY} fill="#c9d3d5" />
            <ellipse cx={CX} cy={CY} rx={RX} ry={RY} fill="#e6eced" />
          </>
        ) : (
          <>
            {Array.from({ length: DEPTH }, (_, i) => layer(DEPTH - i, true))}
            {layer(0, false)}
          </>
        )}
      </svg>
      <figcaption>
        <ul className="ps-legend">
          {slices.map((s) => (
            <li key={s.key}>
              <span className="ps-swatch" style={{ background: s.color }} aria-hidden="true" />
              <span>{s.label}</span>
              <strong>{s.value}</strong>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
