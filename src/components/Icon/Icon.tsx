/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, not prose */
/**
 * The site's icons: 24×24 line drawings, decorative (aria-hidden), in the
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
  cross: 'M7 7l10 10M17 7 7 17',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  app: 'M3 4h18v16H3ZM3 9h18M6.5 6.5h.01M9.5 6.5h.01',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM16 8l-2.5 5.5L8 16l2.5-5.5Z',
  pen: 'M17 3l4 4L8 20H4v-4ZM14 6l4 4',
  flag: 'M5 21V4M5 4h13l-3 4.5 3 4.5H5',
  phone: 'M7 2h10v20H7ZM11 18h2',
  star: 'M12 2.5 14.5 9.1 21.5 9.4 16 13.8 17.9 20.6 12 16.7 6.1 20.6 8 13.8 2.5 9.4 9.5 9.1Z',
  trending: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6ZM9 12l2 2 4-4',
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
