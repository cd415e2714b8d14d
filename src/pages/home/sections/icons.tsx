/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, not prose */
/**
 * The home page's icons: 24×24 line drawings, decorative (aria-hidden), in the
 * current text colour. Inline SVG, so they cost no request and no image budget.
 */
const paths = {
  code: 'M8 6 2 12l6 6M16 6l6 6-6 6M14 4l-4 16',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM12 12h.01',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6M15 8h5v5',
  handshake: 'M3 12l4-4 4 2 3-2 7 5-3 3-3-2-2 2-3-2-3 2-3-3ZM11 10l3 3',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.3-4.3',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 3',
  mail: 'M3 5h18v14H3ZM3 6l9 7 9-7',
  euro: 'M17 6.5A7 7 0 1 0 17 17.5M4 10h9M4 14h9',
  rocket: 'M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c1-4 4.5-8 13-9-1 8.5-5 12-9 13ZM15 9h.01',
  check: 'M5 12l5 5 9-10',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
