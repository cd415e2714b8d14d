/**
 * The viewport meta tag edits behind the zoom lock (spec section 4). Only used
 * in the browser, by the actions of the viewportZoom machine.
 */
const viewportMeta = () => document.querySelector<HTMLMetaElement>('meta[name="viewport"]');

/** Input types a phone does not zoom into: they take no typed text. */
const untypedInputTypes = /^(checkbox|radio|range|button|submit|reset|color|file|image|hidden)$/;

/** The element's kind if focusing it should lock the zoom, else null. */
export function zoomLockSource(target: EventTarget | null): 'input' | 'textarea' | 'select' | null {
  if (target instanceof HTMLTextAreaElement) return 'textarea';
  if (target instanceof HTMLSelectElement) return 'select';
  if (target instanceof HTMLInputElement && !untypedInputTypes.test(target.type)) return 'input';
  return null;
}

/**
 * Disable and restore, sharing what the meta said before: restore puts back
 * exactly that content (maximum-scale and user-scalable included).
 */
export function createZoomLock() {
  let original: string | null = null;
  return {
    disableZoom(): void {
      const meta = viewportMeta();
      if (!meta) return;
      original = meta.content;
      const kept = original
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !/^(maximum-scale|user-scalable)\s*=/i.test(part));
      meta.content = [...kept, 'maximum-scale=1', 'user-scalable=no'].join(', ');
    },
    restoreZoom(): void {
      const meta = viewportMeta();
      if (!meta || original === null) return;
      meta.content = original;
      original = null;
    },
  };
}
