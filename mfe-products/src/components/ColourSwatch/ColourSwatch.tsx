/**
 * A pipe-like colour bar drawn from a data colour. SVG presentation attributes, not a style
 * attribute: the Content-Security-Policy allows no inline styles in prerendered HTML.
 */
export function ColourSwatch({ hex, width = 48, height = 18, className }: { hex: string; width?: number; height?: number; className?: string }) {
  const r = height / 2;
  return (
    <svg className={className} width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={width - 1} height={height - 1} rx={r} fill={hex} stroke="#1d2430" />
      <rect x={r / 2} y={height * 0.2} width={width - r} height={height * 0.18} rx={height * 0.09} fill="#ffffff" opacity="0.45" />
    </svg>
  );
}
