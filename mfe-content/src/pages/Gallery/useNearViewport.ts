import { useEffect, useRef, useState } from 'react';

/** Spec §9 gallery lazy-load rule: start loading 100 px before the picture scrolls into view. */
export const LAZY_OFFSET_PX = 100;

/**
 * True once the element comes within `offset` px of the viewport (and stays true). False on the
 * first render everywhere; without IntersectionObserver it turns true at once, leaving the
 * deferral to the browser's native loading="lazy".
 */
export function useNearViewport<T extends Element>(offset = LAZY_OFFSET_PX) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${offset}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, offset]);
  return { ref, near };
}
