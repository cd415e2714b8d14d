// No DOM here: the rules of the floating-layer policy (docs/architecture.md, "Floating layers").

/**
 * Every part of the site that floats over the page (position: fixed), by the
 * name it carries in its markup as `data-floating`. Each gives way to the page:
 * - `centre`: it never stays over the centre of a link, button or field of the
 *   page (a control's edge under a round button still leaves the control to the finger);
 * - `text`: a transient notice, it never stays over any part of one nor over
 *   the page's text (issue 36: the notice covered a heading right after load).
 * Both never stay over the focused element, and neither gives way while focus is in it.
 */
export const floatingLayers = {
  /** Phones to laptops: the section list's button, above the accessibility button (services). */
  'section-nav-button': 'centre',
  /** From 90rem: the section list in the right margin (services). */
  'section-nav-panel': 'centre',
  /** The accessibility button, bottom right on every page. */
  accessibility: 'centre',
  /** The SEO offer's tab once minimised, bottom left (services); on a phone a compact bar at the top of the button column. */
  'offer-tab': 'centre',
  /** On a tablet, the social-proof notices, top right under the header (services; on a phone and beside the hero's panel in the page's flow, no layer). */
  notice: 'text',
  /** Toasts, bottom right above the button column: the answer to the visitor's own action. */
  toasts: 'centre',
} as const satisfies Record<string, GiveWayRule>;

export type GiveWayRule = 'centre' | 'text';
export type FloatingLayerName = keyof typeof floatingLayers;

export const isFloatingLayerName = (name: string | null): name is FloatingLayerName => name !== null && Object.hasOwn(floatingLayers, name);

/** A box in viewport coordinates, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A pixel of margin: the browser hit-tests a fractional point on whole pixels, so a centre 0.3 px off a layer's edge may still land on it. */
const EDGE_PX = 1;

const holdsCentreOf = (layer: Box, control: Box) => {
  const x = (control.left + control.right) / 2;
  const y = (control.top + control.bottom) / 2;
  return x > layer.left - EDGE_PX && x < layer.right + EDGE_PX && y > layer.top - EDGE_PX && y < layer.bottom + EDGE_PX;
};

/**
 * Whether a floating layer must give way: it is over the focused element, or,
 * by its rule, over the centre of (`centre`) or any part of (`text`) one of
 * the page's controls on screen, or (`text`) over any of the page's text
 * (`texts`: the boxes of its text nodes, only needed for that rule).
 */
export function mustGiveWay(rule: GiveWayRule, layer: Box, controls: readonly Box[], focused: Box | null, texts: readonly Box[] = []): boolean {
  if (focused && overlaps(layer, focused)) return true;
  if (rule === 'centre') return controls.some((control) => holdsCentreOf(layer, control));
  return controls.some((control) => overlaps(layer, control)) || texts.some((text) => overlaps(layer, text));
}
