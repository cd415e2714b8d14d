import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// The island host element (src/islands/island.tsx): a custom element, `display: contents` in global.css.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
