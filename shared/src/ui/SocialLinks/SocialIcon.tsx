import type { SocialLink } from '../../config/site-config';
import type { ReactElement } from 'react';

type Network = SocialLink['network'];

/** Simplified brand glyphs drawn by us (no downloaded artwork); decorative, the link text names them. */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {GLYPHS[network]}
    </svg>
  );
}

const GLYPHS: Record<Network, ReactElement> = {
  Facebook: (
    <path
      fill="currentColor"
      d="M13.4 21v-7.6h2.6l.4-3.1h-3V8.4c0-.9.3-1.5 1.6-1.5h1.6V4.2c-.3 0-1.2-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.1H7.6v3.1h2.6V21z"
    />
  ),
  LinkedIn: (
    <g fill="currentColor">
      <circle cx="5.8" cy="5.6" r="1.9" />
      <path d="M4.2 9h3.3v11H4.2zM9.6 9h3.2v1.5c.5-.9 1.6-1.8 3.3-1.8 3.4 0 4 2.2 4 5.1V20h-3.3v-5.4c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.6z" />
    </g>
  ),
  YouTube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z"
    />
  ),
  Instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" stroke="none" />
    </g>
  ),
  Twitter: (
    <path fill="currentColor" d="M4 4h4.3l4.1 5.6L17.3 4h2.2l-6.1 7 6.6 9h-4.3l-4.4-6-5.3 6H3.8l6.6-7.5z" />
  ),
};
