// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_VISIT_KEY, keepVisit, noteSubmits } from '../../src/islands/visitRecord';
import { restoreVisit } from '../../src/islands/visitRestore';

/** The page as prerendered: what a reload brings back before the kept visit is put into it. */
const prerendered = `
  <main id="main-content">
    <form id="contact-form">
      <input id="contact-name" name="name" value="" />
      <input id="contact-password" type="password" value="" />
      <textarea id="contact-message"></textarea>
      <select id="contact-budget"><option value="">–</option><option value="large">Large</option></select>
      <input id="contact-consent" type="checkbox" />
      <button id="contact-submit" type="submit">Send</button>
    </form>
    <form id="quote"><input id="quote-email" value="" /><button type="submit">Send</button></form>
    <section id="tools"><details><summary>Advisor</summary><p>…</p></details><details><summary>ROI</summary></details></section>
  </main>`;

const loadPage = () => {
  document.body.innerHTML = prerendered;
};

describe('the visit a recovery reload keeps (issue 38)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/en/contact#form');
    loadPage();
  });

  it('puts back every field’s text, choices and open disclosures, and the focused field’s caret, on the same page only once', () => {
    (document.getElementById('contact-name') as HTMLInputElement).value = 'Anna Schmidt';
    (document.getElementById('contact-password') as HTMLInputElement).value = 'secret';
    (document.getElementById('contact-message') as HTMLTextAreaElement).value = 'We need a new website.';
    (document.getElementById('contact-budget') as HTMLSelectElement).value = 'large';
    (document.getElementById('contact-consent') as HTMLInputElement).checked = true;
    (document.querySelector('#tools details') as HTMLDetailsElement).open = true;
    const message = document.getElementById('contact-message') as HTMLTextAreaElement;
    message.focus();
    message.setSelectionRange(3, 7);
    keepVisit(window, 1234);
    expect(sessionStorage.getItem(KEPT_VISIT_KEY)).not.toContain('secret');

    loadPage();
    const restored = restoreVisit(window);
    expect(restored?.recoveredAt).toBe(1234);
    expect((document.getElementById('contact-name') as HTMLInputElement).value).toBe('Anna Schmidt');
    expect((document.getElementById('contact-password') as HTMLInputElement).value).toBe('');
    expect((document.getElementById('contact-message') as HTMLTextAreaElement).value).toBe('We need a new website.');
    expect((document.getElementById('contact-budget') as HTMLSelectElement).value).toBe('large');
    expect((document.getElementById('contact-consent') as HTMLInputElement).checked).toBe(true);
    expect([...document.querySelectorAll('#tools details')].map((details) => (details as HTMLDetailsElement).open)).toEqual([true, false]);
    restored!.refocus();
    const focused = document.activeElement as HTMLTextAreaElement;
    expect([focused.id, focused.selectionStart, focused.selectionEnd]).toEqual(['contact-message', 3, 7]);
    expect(restored!.unsentForms).toEqual([]);

    loadPage();
    expect(restoreVisit(window), 'read once').toBeNull();
  });

  it('a form submitted that still holds its text did not go out; one reset by its send did', () => {
    const stop = noteSubmits(window);
    (document.getElementById('contact-name') as HTMLInputElement).value = 'Anna Schmidt';
    (document.getElementById('quote-email') as HTMLInputElement).value = 'anna@example.de';
    for (const form of document.querySelectorAll('form')) form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    (document.getElementById('quote') as HTMLFormElement).reset(); // the quote was sent and cleared
    keepVisit(window, 1);
    stop();

    loadPage();
    expect(restoreVisit(window)?.unsentForms.map((form: HTMLFormElement) => form.id)).toEqual(['contact-form']);
  });

  it('keeps nothing for another page, and drops what leads elsewhere in a changed page', () => {
    (document.getElementById('contact-name') as HTMLInputElement).value = 'Anna';
    keepVisit(window, 1);
    window.history.replaceState(null, '', '/en/about');
    expect(restoreVisit(window)).toBeNull();

    window.history.replaceState(null, '', '/en/contact');
    (document.getElementById('contact-name') as HTMLInputElement).value = 'Anna';
    keepVisit(window, 1);
    document.body.innerHTML = '<main id="main-content"><form id="contact-form"><textarea id="contact-name"></textarea></form></main>';
    restoreVisit(window);
    expect((document.getElementById('contact-name') as HTMLTextAreaElement).value).toBe('');
  });
});
