import type { ServiceIconName } from '../../content/home/service-highlights';

/** Stroke drawings on a 24x24 grid for the service cards' icon captions. */
const ICONS: Record<ServiceIconName, readonly string[]> = {
  switchboard: ['M5 3h14v18H5z', 'M8 7h8', 'M8 11h8', 'M13 14l-2 3h2l-2 3'],
  cable: ['M3 7c4 0 4 10 9 10s5-10 9-10', 'M3 4v6', 'M21 4v6'],
  earthing: ['M12 3v9', 'M5 12h14', 'M7.5 15.5h9', 'M10 19h4'],
  network: ['M10 3h4v4h-4z', 'M3 17h4v4H3z', 'M17 17h4v4h-4z', 'M12 7v5M5 17v-5h14v5'],
  camera: ['M3 8l13-3 2 6-13 3z', 'M10 13l1 4', 'M6 20h8', 'M19 9l2-1'],
  alarm: ['M6 16V11a6 6 0 0 1 12 0v5l2 2H4z', 'M10 21h4', 'M12 3v2'],
  fan: [
    'M12 12m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    'M12 10c0-4 1-7 4-7 2 0 2 3-4 7',
    'M14 12c4 0 7 1 7 4 0 2-3 2-7-4',
    'M12 14c0 4-1 7-4 7-2 0-2-3 4-7',
    'M10 12c-4 0-7-1-7-4 0-2 3-2 7 4',
  ],
  snowflake: ['M12 2v20', 'M3.3 7l17.4 10', 'M3.3 17L20.7 7', 'M9 4l3 2 3-2', 'M9 20l3-2 3 2'],
  flame: [
    'M12 21c-4 0-6-3-6-6 0-4 4-6 4-11 3 2 8 6 8 11 0 3-2 6-6 6z',
    'M12 21c-1.5 0-3-1-3-3s3-4 3-4 3 2 3 4-1.5 3-3 3z',
  ],
  drawing: ['M4 3h11l5 5v13H4z', 'M15 3v5h5', 'M8 13h8', 'M8 17h5'],
  calculation: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  approval: ['M12 3l7 3v6c0 4-3 7-7 9-4-2-7-5-7-9V6z', 'M9 12l2 2 4-4'],
  foundation: ['M3 20h18', 'M5 20v-5h14v5', 'M8 15V9h8v6', 'M10 9V5h4v4'],
  roof: ['M2 12l10-8 10 8', 'M5 10v10h14V10', 'M10 20v-5h4v5'],
  finishing: ['M4 4h13v5H4z', 'M17 6h3v6h-8v3', 'M11 15h2v6h-2z'],
};

/** A small decorative icon; its caption carries the meaning. */
export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return (
    <svg
      className="service-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"

      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
