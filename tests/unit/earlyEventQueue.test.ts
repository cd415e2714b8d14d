// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { EARLY_EVENT_QUEUE, holdDefault, holdsDefault, queueEarlyEvents } from '../../src/islands/earlyEventQueue';

/** The boot script's half of the recorder: what it keeps for the entry, and which default actions it holds. */
describe('early event queue (boot script)', () => {
  beforeAll(() => {
    document.body.innerHTML = `
      <div id="root">
        <button id="toggle" type="button">Menu</button>
        <a id="elsewhere" href="/en/contact">Contact</a>
        <a id="in-page" href="#faq">FAQ</a>
        <site-island><a id="in-island" href="#pricing">Pricing</a></site-island>
        <form id="form"><input id="name" /></form>
        <form id="native" method="get"><button id="retry" type="button">Try again</button></form>
        <details name="faq"><summary id="question"><h3 id="question-text">Question</h3></summary><p>Answer</p></details>
        <button id="menu-toggle" type="button" popovertarget="menu"><span id="menu-icon"></span></button>
        <div id="menu" popover="auto"></div>
      </div>
      <button id="outside" type="button">Outside</button>`;
    queueEarlyEvents(window);
  });

  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event;
  };

  it('holds a click’s default action in the page, but not a link (unless an island handles it) or what is outside the app', () => {
    expect(click('toggle').defaultPrevented).toBe(true);
    expect(click('in-island').defaultPrevented).toBe(true);
    expect(click('in-page').defaultPrevented).toBe(false);
    expect(click('elsewhere').defaultPrevented).toBe(false);
    expect(click('outside').defaultPrevented).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('leaves a form that names its method to the browser: its click and its submission go ahead and are never kept', () => {
    expect(click('retry').defaultPrevented).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('native')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('leaves a press on a native control (an answer’s summary, a popover’s toggle) to the browser: never held, never kept', () => {
    for (const id of ['question', 'question-text', 'menu-toggle', 'menu-icon']) expect(click(id).defaultPrevented, id).toBe(false);
  });

  it('hands what it kept to the entry in order, once, then every later event as it happens', () => {
    const input = new Event('input', { bubbles: true });
    document.getElementById('name')!.dispatchEvent(input);
    const queue = (window as unknown as Record<string, ReturnType<typeof queueEarlyEvents>>)[EARLY_EVENT_QUEUE]!;
    expect(queueEarlyEvents(window)).toBe(queue); // installed once
    const seen: string[] = [];
    queue.takeOver((event) => seen.push(`${event.type}:${(event.target as Element).id}`));
    // The links the browser follows and the button outside #root were never kept.
    expect(seen).toEqual(['click:toggle', 'click:in-island', 'submit:form', 'input:name']);
    click('toggle');
    expect(seen.at(-1)).toBe('click:toggle');
    expect(seen).toHaveLength(5);
  });
});

/** Issue 37: a label tapped before its part's code ran left focus on the main landmark (tabindex -1) instead of its field. */
describe('a click on a label before its part’s code runs', () => {
  beforeAll(() => {
    const labels = document.createElement('main');
    labels.tabIndex = -1;
    labels.innerHTML = `
      <label id="email-label" for="email">E-mail <span id="email-star">*</span></label><input id="email" type="email" />
      <label id="message-label" for="message">Message</label><textarea id="message"></textarea>
      <label id="agree-label"><input id="agree" type="checkbox" /> <span id="agree-text">I agree</span></label>`;
    document.body.append(labels);
  });

  /** What the recorder does with the click: whether it holds the default back (and holds it, as the recorder does). */
  const clickHeld = (id: string) => {
    let held = false;
    const element = document.getElementById(id)!;
    element.addEventListener(
      'click',
      (event) => {
        held = holdsDefault(event, window.location);
        if (held) holdDefault(event);
      },
      { once: true },
    );
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    return held;
  };

  it('is the browser’s when its field takes text: all the click does is move focus there, where the visitor types', () => {
    for (const id of ['email-label', 'email-star', 'message-label']) expect(clickHeld(id), id).toBe(false);
  });

  it('is held for the replay when its field is ticked, but focus goes to that field now, not to the landmark around it', () => {
    (document.querySelector('main') as HTMLElement).focus();
    expect(clickHeld('agree-text')).toBe(true);
    expect(document.activeElement?.id).toBe('agree');
    expect((document.getElementById('agree') as HTMLInputElement).checked).toBe(false); // the replay ticks it
  });
});
