/** Small arrow used by dropdown toggles (down) and drawer level buttons (right/left). */
export function Chevron({ className, direction = 'down' }: { className?: string; direction?: 'down' | 'right' | 'left' }) {
  const d = { down: 'M6 9l6 6 6-6', right: 'M9 6l6 6-6 6', left: 'M15 6l-6 6 6 6' }[direction];
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
