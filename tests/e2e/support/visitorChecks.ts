/*
 * What a visitor sees, measured in the page (tests/e2e/visitor.spec.ts). Each
 * function runs inside the browser through page.evaluate, so each is
 * self-contained: no helper outside its own body.
 */

/** Text that names a control or a block: a word of it split over two lines reads as two words. */
export const titleSelector = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'button',
  '[role="tab"]',
  'label',
  'legend',
  'summary',
  'dt',
  'th',
  // links drawn as buttons or cards (not running text: those are inline)
  'a:not(p a, li > a:only-child:not([class]))',
].join(', ');

/**
 * Words of titles, buttons, tabs and labels that the browser broke across two
 * lines, as "word (break after 'xyz')". A word's Range has one client rect per
 * line box it is in. A break right after a hyphen, a dash or a soft hyphen (the
 * browser draws the hyphen then) is a proper one; any other break is a split.
 */
export function splitWords(selector: string): string[] {
  const allowedBefore = new Set(['-', '\u2010', '\u2011', '\u2013', '\u2014', '\u00ad', '/']);
  const lineOf = (range: Range) => [...range.getClientRects()].filter((rect) => rect.width > 0);
  const splits = new Set<string>();
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
    const owner = node.parentElement;
    if (!owner?.closest(selector)) continue;
    // visually hidden text (1 px boxes) wraps every word by design; hidden text is not seen
    const ownerBox = owner.getBoundingClientRect();
    if (ownerBox.width < 4 || getComputedStyle(owner).visibility !== 'visible') continue;
    const text = node.data;
    for (const match of text.matchAll(/[^ \t\n\r\f\u200b]+/g)) {
      if (match[0].length < 2) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = lineOf(range);
      if (rects.length < 2) continue;
      const firstTop = rects[0]!.top;
      if (rects.every((rect) => Math.abs(rect.top - firstTop) < rect.height / 2)) continue;
      // Where does it break? Each character's own line, compared with the one before.
      let previousTop = firstTop;
      for (let index = 1; index < match[0].length; index += 1) {
        range.setStart(node, match.index + index);
        range.setEnd(node, match.index + index + 1);
        // its last box: a character right after a break may also report an empty box at the end of the line before
        const rect = lineOf(range).at(-1);
        if (!rect) continue;
        if (Math.abs(rect.top - previousTop) >= rect.height / 2 && !allowedBefore.has(match[0][index - 1]!)) {
          splits.add(`${match[0].slice(0, index)}|${match[0].slice(index)} (in <${owner.tagName.toLowerCase()}> "${owner.textContent?.trim().slice(0, 60)}")`);
        }
        previousTop = rect.top;
      }
    }
  }
  return [...splits];
}

/**
 * Horizontal overflow: the document wider than the viewport, or a visible
 * element past the viewport's right edge (unless an ancestor that clips or
 * scrolls sideways keeps it inside the viewport); and an element of the page's
 * content that starts inside its parent's content box but sticks out past that
 * box's right edge into the padding (a row "8 px past its card's padding").
 */
export function horizontalOverflow(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  const describe = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    const text = element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}> "${text}"`;
  };
  if (document.documentElement.scrollWidth > width) found.push(`document is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport`);
  const clipsSideways = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
  const pastPadding = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || style.display === 'contents') continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // the part of it that can be seen: clipped by every ancestor that clips sideways
    let visibleRight = box.right;
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (ancestor !== document.body && ancestor !== document.documentElement && clipsSideways(getComputedStyle(ancestor))) {
        visibleRight = Math.min(visibleRight, ancestor.getBoundingClientRect().right);
      }
    }
    if (visibleRight > width + 0.5) {
      found.push(`${describe(element)} ends at ${Math.round(box.right)} px, past the ${width} px viewport`);
      continue;
    }
    // Past the padding of the nearest padded box around it (a card, the page's section): only the
    // page's content in normal flow, not turned (a chevron's box grows as it rotates); floating layers
    // have checks of their own (floatingLayers.spec.ts).
    if (!element.closest('main') || style.position === 'absolute' || style.position === 'fixed' || style.display === 'inline' || style.transform !== 'none') continue;
    // not inside a floating layer (fixed), nor a scaled picture of a page (the responsive preview):
    // its boxes are scaled, its padding is not
    let apart = false;
    for (let ancestor = element.parentElement; ancestor && !apart; ancestor = ancestor.parentElement) {
      const around = getComputedStyle(ancestor);
      apart = around.position === 'fixed' || around.transform !== 'none';
    }
    if (apart) continue;
    if (pastPadding.has(element.parentElement!)) {
      pastPadding.add(element);
      continue; // its container already stuck out: that is the one to report
    }
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const around = getComputedStyle(ancestor);
      if (clipsSideways(around)) break;
      const padding = parseFloat(around.paddingRight);
      if (around.display === 'inline' || around.display === 'contents' || padding === 0) continue;
      const aroundBox = ancestor.getBoundingClientRect();
      const contentLeft = aroundBox.left + parseFloat(around.borderLeftWidth) + parseFloat(around.paddingLeft);
      const contentRight = aroundBox.right - parseFloat(around.borderRightWidth) - padding;
      if (box.left >= contentLeft - 0.5 && box.right > contentRight + 1) {
        pastPadding.add(element);
        found.push(`${describe(element)} sticks ${Math.round(box.right - contentRight)} px past the padding of ${describe(ancestor)}`);
      }
      break;
    }
  }
  return found;
}

/**
 * Parts of the page in the viewport that cannot be seen: text, images and
 * controls whose opacity (times every ancestor's) is under 5 %. Decorative
 * layers (aria-hidden), closed parts (visibility hidden) and floating layers
 * (fixed: a notice fading in when its time comes, floatingLayers.spec.ts) do not count.
 */
export function invisibleInViewport(): string[] {
  const height = window.innerHeight;
  const found: string[] = [];
  const opacityOf = new Map<Element, number>();
  const effectiveOpacity = (element: Element): number => {
    const known = opacityOf.get(element);
    if (known !== undefined) return known;
    const own = parseFloat(getComputedStyle(element).opacity);
    const value = element.parentElement ? own * effectiveOpacity(element.parentElement) : own;
    opacityOf.set(element, value);
    return value;
  };
  const floatingOf = new Map<Element, boolean>();
  const floating = (element: Element): boolean => {
    const known = floatingOf.get(element);
    if (known !== undefined) return known;
    const value = getComputedStyle(element).position === 'fixed' || (!!element.parentElement && floating(element.parentElement));
    floatingOf.set(element, value);
    return value;
  };
  const seen = (element: Element) =>
    [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '') ||
    element.matches('img, picture, svg:not([aria-hidden="true"]), input, select, textarea, button, video, canvas');
  for (const element of document.querySelectorAll('main *, footer *')) {
    if (!seen(element) || element.closest('[aria-hidden="true"], [hidden], dialog:not([open])')) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || box.bottom <= 0 || box.top >= height) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || floating(element)) continue;
    if (effectiveOpacity(element) < 0.05) {
      found.push(`<${element.tagName.toLowerCase()}> "${element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 50)}" at y ${Math.round(box.top)}`);
    }
  }
  return found;
}

/** What covered what, where: one entry per covered element and scroll position. */
export interface Cover {
  scrollY: number;
  layer: string;
  element: string;
}

/**
 * Floating layers over the page's controls at the current scroll position
 * (docs/architecture.md, "Floating layers"): every interactive element of the
 * page (main and footer, outside any fixed layer) whose centre is on screen
 * below the header, hit-tested at its centre (`elementFromPoint`); a hit inside
 * a fixed layer that does not hold the element is a cover. The site header is
 * no floating layer.
 */
export function floatingLayerCovers(): Cover[] {
  const interactive =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
  const header = document.getElementById('main-navigation')?.closest('header') ?? null;
  const fixedLayerOf = (element: Element | null): Element | null => {
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return node;
    }
    return null;
  };
  const describe = (element: Element) => {
    const part = element.closest('[data-part], [data-floating]');
    const name = part?.getAttribute('data-floating') ?? part?.getAttribute('data-part');
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${name ? ` in ${name}` : ''} "${(element.textContent || element.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const covers: Cover[] = [];
  const regions = [document.getElementById('main-content'), document.getElementById('site-footer')];
  for (const region of regions) {
    for (const element of region?.querySelectorAll(interactive) ?? []) {
      if (fixedLayerOf(element)) continue; // a part of a floating layer, not of the page
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (y < top || y >= window.innerHeight || x < 0 || x >= document.documentElement.clientWidth) continue;
      const hit = document.elementFromPoint(x, y);
      const layer = fixedLayerOf(hit);
      if (!hit || !layer || layer === header || layer.contains(element)) continue;
      covers.push({ scrollY: Math.round(window.scrollY), layer: describe(hit), element: describe(element) });
    }
  }
  return covers;
}

/**
 * Anything floating over what a phone visitor reads (issue 36): at the current
 * scroll position, every visible text block (an element's own text, one box
 * per text node) and every control of the page (main and footer, outside any
 * fixed or sticky layer) is hit-tested at its centre and its four corners (a
 * pixel inside) with `elementFromPoint`; a hit inside a fixed or sticky element
 * other than the site header that does not hold the element is a cover. The
 * bottom-right button group is no exception: it must sit where nothing is read
 * (the page's right gutter). A layer that lets the pointer through (one giving
 * way: faded out, data-giving-way) covers nothing here. Points above the
 * header's bottom edge or outside the viewport are not tested.
 */
export function layersOverReading(): Cover[] {
  const interactive =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
  const header = document.getElementById('main-navigation')?.closest('header') ?? null;
  const layerOf = new Map<Element, Element | null>();
  const floatingLayerOf = (element: Element | null): Element | null => {
    if (!element || element === document.documentElement || element === document.body) return null;
    const known = layerOf.get(element);
    if (known !== undefined) return known;
    const position = getComputedStyle(element).position;
    const value = position === 'fixed' || position === 'sticky' ? element : floatingLayerOf(element.parentElement);
    layerOf.set(element, value);
    return value;
  };
  const describe = (element: Element) => {
    const part = element.closest('[data-part], [data-floating]');
    const name = part?.getAttribute('data-floating') ?? part?.getAttribute('data-part');
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${name ? ` in ${name}` : ''} "${(element.textContent || element.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const covers: Cover[] = [];
  const seen = new Set<string>();
  // What a scroller or clipping box hides of an element is not read: test only the part it shows (a row that scrolls sideways).
  const shownPart = (element: Element, full: DOMRect): DOMRect => {
    let box = full;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      const left = Math.max(box.left, clip.left);
      const right = Math.min(box.right, clip.right);
      box = new DOMRect(left, box.top, Math.max(0, right - left), box.height);
    }
    return box;
  };
  const test = (element: Element, full: DOMRect) => {
    const box = shownPart(element, full);
    if (box.width < 1 || box.height < 1 || box.bottom <= top || box.top >= height) return;
    const inset = Math.min(1, box.width / 2, box.height / 2);
    const points: Array<[number, number]> = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    for (const [x, y] of points) {
      if (y < top || y >= height || x < 0 || x >= width) continue;
      const hit = document.elementFromPoint(x, y);
      const layer = floatingLayerOf(hit);
      if (!hit || !layer || layer === header || header?.contains(layer) || layer.contains(element)) continue;
      const cover = { scrollY: Math.round(window.scrollY), layer: describe(hit), element: describe(element) };
      const key = `${cover.layer} ${cover.element}`;
      if (!seen.has(key)) covers.push(cover);
      seen.add(key);
      return;
    }
  };
  const range = document.createRange();
  for (const region of [document.getElementById('main-content'), document.getElementById('site-footer')]) {
    for (const element of region?.querySelectorAll('*') ?? []) {
      if (floatingLayerOf(element)) continue; // a part of a floating layer, not of the page
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const own = element.getBoundingClientRect();
      if (element.matches(interactive)) test(element, own);
      // visually hidden text (a 1 px clipped box) is not read from the screen
      if (own.width < 2 || own.height < 2) continue;
      for (const child of element.childNodes) {
        if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
        range.selectNodeContents(child);
        test(element, range.getBoundingClientRect());
      }
    }
  }
  return covers;
}
