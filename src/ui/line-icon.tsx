import type { ReactNode } from 'react';

/** The line icons drawn in more than one place (in a 24-unit box unless the name says 16). */
export const ICON_PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  close16: 'M3 3l10 10M13 3L3 13',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  arrowRight16: 'M3 8h10M9 4l4 4-4 4',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown16: 'M4 6l4 4 4-4',
  tick16: 'M3 8.5l3.2 3L13 4.5',
} as const;

export interface LineIconProps {
  /** The path, stroked in the text colour with round ends and joins. */
  d: string;
  /** The side of the square viewBox the path is drawn in. */
  box?: number;
  /** The rendered width and height in px (the box's side unless given). */
  size?: number;
  /** The stroke width, in viewBox units. */
  weight?: number;
  className?: string;
  /** Shapes drawn over the path (their own fill and stroke). */
  children?: ReactNode;
}

/** A decorative line icon (hidden from assistive technology: its control carries the name). */
export function LineIcon({
  d,
  box = 24,
  size = box,
  weight = 2,
  className,
  children,
}: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={weight}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {children}
    </svg>
  );
}
