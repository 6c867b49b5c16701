// A hashtag's or link's use over the last days as a small line (oldest day first), drawn in SVG. Decorative: the
// numbers it draws are said in words next to it.
import './sparkline.css';

export function Sparkline({
  values,
  width = 60,
  height = 24,
}: {
  values: number[];
  width?: number;
  height?: number;
}) {
  if (values.length < 2) return null;
  const max = Math.max(1, ...values);
  const step = width / (values.length - 1);
  const y = (v: number) => (height - 2 - (v / max) * (height - 4)).toFixed(1);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v)}`).join(' ');
  return (
    <svg
      className="sparkline"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
    >
      <polyline points={`0,${height} ${points} ${width},${height}`} className="sparkline-fill" />
      <polyline points={points} className="sparkline-line" />
    </svg>
  );
}
