import { useEffect, useState } from 'react';

/** Spec §4: fixed once scrolled MORE than the threshold; at exactly the threshold it stays in flow. */
export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

/**
 * Whether the page is scrolled past `threshold`. False on the first render (no window while
 * prerendering); a passive scroll listener keeps it current from then on.
 */
export function useFixedOnScroll(threshold: number): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => setFixed(isPastThreshold(window.scrollY, threshold));
    update(); // the page may open already scrolled (reload, back/forward)
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return fixed;
}
