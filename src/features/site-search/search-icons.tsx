import { ICON_PATHS, LineIcon } from '../../ui/line-icon';

/** A magnifier icon (decorative: the control carrying it has the accessible name). */
export function SearchIcon({ size = 20 }: { size?: number }) {
  return (
    <LineIcon d="m16 16 4.5 4.5" size={size}>
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </LineIcon>
  );
}

/** A cross icon for clear and close buttons. */
export function CrossIcon({ size = 18 }: { size?: number }) {
  return <LineIcon d={ICON_PATHS.close} size={size} />;
}
