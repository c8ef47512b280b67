import type { ReactNode } from 'react';
// section-heading.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** Eyebrow, h2 (with the id the section is labelled by) and an optional lead of a home section. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <header className="section-heading">
      <p className="section-heading__eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      {children && <div className="section-heading__lead">{children}</div>}
    </header>
  );
}
