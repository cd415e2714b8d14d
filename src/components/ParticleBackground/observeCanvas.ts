import type { FieldSize } from './scene';

/** The most device pixels per CSS pixel worth painting for faint dots and hairlines. */
export const maxPixelRatio = 2;

export const pixelRatio = (devicePixelRatio: number): number => Math.min(devicePixelRatio || 1, maxPixelRatio);

/**
 * What a renderer needs to know about the page's canvas, read on the main
 * thread (a worker sees neither layout nor CSS): its size and pixel ratio, and
 * its CSS colour (a design token that high contrast switches on <html>).
 */
export function canvasSize(canvas: HTMLCanvasElement): FieldSize {
  return { width: canvas.clientWidth, height: canvas.clientHeight, ratio: pixelRatio(window.devicePixelRatio) };
}

export function canvasColor(canvas: HTMLCanvasElement): string {
  return getComputedStyle(canvas).color;
}

export interface CanvasChanges {
  size(size: FieldSize): void;
  color(color: string): void;
}

/** Media features that can change the canvas's colour without a change on <html>. */
const colorQueries = ['(forced-colors: active)', '(prefers-contrast: more)', '(prefers-color-scheme: dark)'];

/**
 * Reports the canvas's size and colour when they differ from `initial` (the
 * values the caller read with canvasSize and canvasColor; without them, the
 * first report is the canvas as it is); returns the clean-up. Sizes come from
 * a ResizeObserver (whose first report comes after layout; it also sees
 * zooming, the pixel ratio being read with the size); the colour is read again
 * after a resize, on any attribute change of <html> (the accessibility
 * settings) and on a change of the media features above.
 */
export function observeCanvas(canvas: HTMLCanvasElement, report: CanvasChanges, initial?: { size: FieldSize; color: string }): () => void {
  let size = initial?.size;
  let color = initial?.color;
  const checkColor = () => {
    const next = canvasColor(canvas);
    if (next !== color) {
      color = next;
      report.color(next);
    }
  };
  const resizes = new ResizeObserver(() => {
    const next = canvasSize(canvas);
    if (!size || next.width !== size.width || next.height !== size.height || next.ratio !== size.ratio) {
      size = next;
      report.size(next);
    }
    checkColor();
  });
  resizes.observe(canvas);
  const settings = new MutationObserver(checkColor);
  settings.observe(document.documentElement, { attributes: true });
  const queries = colorQueries.map((query) => window.matchMedia(query));
  for (const query of queries) query.addEventListener('change', checkColor);
  return () => {
    resizes.disconnect();
    settings.disconnect();
    for (const query of queries) query.removeEventListener('change', checkColor);
  };
}
