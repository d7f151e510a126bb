import { useEffect, useState } from 'react';

/**
 * Slides in view at the current width: `base`, or the value of the widest matching min-width
 * breakpoint, the same rule the CSS module lays the slides out by (its media queries and these
 * agree, both read the viewport). Null until the effect has run: the server's HTML and the
 * hydrating render cannot know the width, and they must not differ. Follows resizes and
 * rotations through the media queries' change events (no resize listener, nothing per frame).
 */
export function useSlidesPerView(base: number, breakpoints: readonly (readonly [width: number, perView: number])[]): number | null {
  const [perView, setPerView] = useState<number | null>(null);
  // One string stands for the entries (a new array every render).
  const key = breakpoints.map(([width, value]) => `${width}:${value}`).join(',');
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const queries = key
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [width, value] = entry.split(':').map(Number) as [number, number];
        return [window.matchMedia(`(min-width: ${width}px)`), value] as const;
      });
    const update = () => setPerView(queries.reduce((current, [query, value]) => (query.matches ? value : current), base));
    update();
    for (const [query] of queries) query.addEventListener?.('change', update);
    return () => {
      for (const [query] of queries) query.removeEventListener?.('change', update);
    };
  }, [base, key]);
  return perView;
}

/** False on the first render (server and client alike), then the visitor's real preference. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return reduced;
}
