import type { ReactNode, RefObject } from 'react';

/** A screen's heading (focused when the screen opens) with its main action beside it. */
export function TitleRow({ id, title, heading, children }: { id: string; title: string; heading: RefObject<HTMLHeadingElement | null>; children?: ReactNode }) {
  return (
    <div className="title-row">
      <h1 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
