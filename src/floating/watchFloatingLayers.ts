import { type Box, floatingLayers, isFloatingLayerName, mustGiveWay, overlaps } from './layers';

/** What a visitor can press or type into. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
/** The page's own parts (the header is the page's frame, not a layer over it). */
const PAGE_REGIONS = ['main-content', 'site-footer'];

const isEmpty = (box: DOMRect) => box.width < 1 || box.height < 1;

/** A pixel and a half around each layer: a control's centre that close to a layer's edge counts as under it (layers.ts). */
const NEAR_PX = 1.5;

/**
 * The page's controls and the boxes of its text (each text node's) that reach into one of `areas`
 * (the floating layers' boxes). Walks down from the page's regions and skips every element whose box
 * is away from them (one that adds no box of its own, such as an island's host, is looked into) and
 * every floating layer: a few dozen boxes measured, not every control of the page (issue 36: that
 * was 5-30 ms of main-thread time at 4x CPU at each scroll event on the services page).
 */
function pageNear(areas: readonly Box[]): { controls: Box[]; texts: Box[] } {
  const controls: Box[] = [];
  const texts: Box[] = [];
  const grown = areas.map((area) => ({ left: area.left - NEAR_PX, top: area.top - NEAR_PX, right: area.right + NEAR_PX, bottom: area.bottom + NEAR_PX }));
  const near = (box: Box) => grown.some((area) => overlaps(box, area));
  const range = document.createRange();
  const visit = (element: Element) => {
    if (element.hasAttribute('data-floating')) return;
    const box = element.getBoundingClientRect();
    if (!isEmpty(box) && !near(box)) return;
    if (!isEmpty(box) && element.matches(CONTROLS)) controls.push(box);
    for (const child of element.childNodes) {
      if (child instanceof Element) visit(child);
      else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
        range.selectNodeContents(child);
        const text = range.getBoundingClientRect();
        if (!isEmpty(text) && near(text)) texts.push(text);
      }
    }
  };
  for (const id of PAGE_REGIONS) {
    const region = document.getElementById(id);
    if (region) visit(region);
  }
  return { controls, texts };
}

/**
 * Where a layer rests: its box less the translation it slides in and out by, so a notice on its way
 * in is judged where it will stop (and gives way before it has covered anything), not where it is.
 */
function restingBox(layer: Element): Box {
  const box = layer.getBoundingClientRect();
  const transform = getComputedStyle(layer).transform;
  if (transform === 'none') return box;
  const { m41: x, m42: y } = new DOMMatrixReadOnly(transform);
  return { left: box.left - x, top: box.top - y, right: box.right - x, bottom: box.bottom - y };
}

/** Floating layers are fixed on screen; a part marked as one but laid out in the page's flow (the notice on a phone) covers nothing. */
const floatsOnScreen = (layer: Element) => ['fixed', 'sticky'].includes(getComputedStyle(layer).position);

/**
 * Marks each floating layer (`data-floating`) that must give way to the page
 * (`data-giving-way`: global.css fades it out and lets the pointer through to
 * the page) and unmarks it once the page has moved on. Measures only: every
 * box is read before any attribute is written.
 */
function placeLayers(): void {
  const layers = [...document.querySelectorAll<HTMLElement>('[data-floating]')];
  const active = document.activeElement;
  const focusInLayer = (layer: Element) => active !== null && layer.contains(active);
  // The layers that float over the page now, where they rest.
  const judged = layers.flatMap((layer) => {
    const name = layer.getAttribute('data-floating');
    if (!isFloatingLayerName(name) || isEmpty(layer.getBoundingClientRect()) || focusInLayer(layer) || !floatsOnScreen(layer)) return [];
    return [{ layer, rule: floatingLayers[name], box: restingBox(layer) }];
  });
  // With no layer to judge, the walk stops at the page's regions.
  const { controls, texts } = pageNear(judged.map(({ box }) => box));
  // A control the visitor reached (not a section or landmark focused only to move the reading position: those fill the screen).
  const focused = active?.matches(CONTROLS) && !active.closest('[data-floating]') ? active.getBoundingClientRect() : null;
  const giving = new Set(judged.filter(({ rule, box }) => mustGiveWay(rule, box, controls, focused, rule === 'text' ? texts : [])).map(({ layer }) => layer));
  for (const layer of layers) layer.toggleAttribute('data-giving-way', giving.has(layer));
}

/**
 * Keeps the floating layers off the page's controls and the focused element
 * (docs/architecture.md, "Floating layers"): decides again at every scroll
 * event (one a frame), resize, when a layer has moved in or out (its
 * transition or animation ended), and just after the next paint once focus
 * has moved or the page changed under them (a part hydrated, opened or was
 * laid out), so a tap's own response is on screen first.
 */
export function watchFloatingLayers(): () => void {
  let frame = 0;
  let task = 0;
  // After the next paint, not before it: a tap's response (its focus, the part it opened) is on
  // screen first, and the layers give way a frame later (issue 36: measuring every control of the
  // page inside the tap's task or its frame was 10-25 ms of each interaction at 4x CPU).
  const placeAfterPaint = () => {
    if (frame || task) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      task = window.setTimeout(() => {
        task = 0;
        placeLayers();
      });
    });
  };
  const onLayerMoved = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-floating]')) placeLayers();
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['scroll', placeLayers],
    ['resize', placeLayers],
    ['focusin', placeAfterPaint],
    ['focusout', placeAfterPaint],
    ['transitionend', onLayerMoved],
    ['animationend', onLayerMoved],
  ];
  for (const [type, listener] of listeners) window.addEventListener(type, listener, { passive: true, capture: true });
  const pageChanges = new MutationObserver(placeAfterPaint);
  for (const id of PAGE_REGIONS) {
    const region = document.getElementById(id);
    if (region) pageChanges.observe(region, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'open', 'aria-expanded', 'aria-selected', 'data-state'] });
  }
  placeLayers();
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
    pageChanges.disconnect();
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, { capture: true });
  };
}
