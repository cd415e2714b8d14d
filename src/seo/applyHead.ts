import { HEAD_MARKER, type HeadData, headTags } from './head';

/**
 * Brings document.head in line with a page after client-side navigation:
 * removes the elements the previous page set and adds this page's. Browser only.
 */
export function applyHead(head: HeadData): void {
  document.documentElement.lang = head.lang;
  document.head.querySelectorAll(`[${HEAD_MARKER}]`).forEach((element) => element.remove());
  const fragment = document.createDocumentFragment();
  for (const { tag, attributes, text } of headTags(head)) {
    const element = document.createElement(tag);
    Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
    element.setAttribute(HEAD_MARKER, '');
    if (text !== undefined) element.textContent = text;
    fragment.append(element);
  }
  document.head.append(fragment);
}
