import type { ReactNode } from 'react';

/** A titled box of a big screen. */
export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`jt-screen-panel ${className ?? ''}`} aria-label={title}>
      <h2 className="jt-screen-panel-title">{title}</h2>
      <div className="jt-screen-panel-body">{children}</div>
    </section>
  );
}
