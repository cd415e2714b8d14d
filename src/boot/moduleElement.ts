/** A module script, or a `modulepreload` link, as the page's own tags would request it (same-origin, CORS mode). */
export function moduleElement(document: Document, kind: 'script' | 'preload', url: string): HTMLElement {
  if (kind === 'script') {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = url;
    return script;
  }
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = url;
  return link;
}
