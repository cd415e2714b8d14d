// @vitest-environment happy-dom
import type { MessageDescriptor } from '@lingui/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, emit, setup } from 'xstate';
import { useLeadChild } from '../../src/leads/useLeadChild';
import { TOAST_EVENT } from '../../src/lib/toastEvent';
import type { SendOutcome } from '../../src/machines/contactSender';
import type { LeadSettled } from '../../src/machines/leadSubmission';
import type { ToastContent } from '../../src/machines/toast';
import { toastForOutcome } from '../../src/pages/contact/contactOutcome';
import { quoteToast } from '../../src/pages/services/quickQuoteToasts';
import { seoPopupToast } from '../../src/pages/services/seoPopupToasts';
import { i18n } from '@lingui/core';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Every outcome the sender can report; only the first is a lead that went out. */
const notSent: SendOutcome[] = [{ kind: 'throttled' }, { kind: 'spam' }, { kind: 'queued', backgroundSync: true }, { kind: 'failed', reason: 'Forbidden' }];
const forms: Record<string, (outcome: SendOutcome) => ToastContent> = {
  'contact form': (outcome) => toastForOutcome(outcome, i18n),
  'quick quote': quoteToast,
  'SEO popup': seoPopupToast,
};
const idOf = (descriptor: MessageDescriptor | undefined) => descriptor?.id;

describe('the lead forms’ toasts', () => {
  for (const [form, toastFor] of Object.entries(forms)) {
    it(`${form}: only a lead that went out reads as sent; every other outcome is an error`, () => {
      const sent = toastFor({ kind: 'sent' });
      expect(sent.variant).toBe('default');
      for (const outcome of notSent) {
        const toast = toastFor(outcome);
        expect(toast.variant, outcome.kind).toBe('destructive');
        expect(idOf(toast.title), outcome.kind).not.toBe(idOf(sent.title));
        expect(idOf(toast.description), outcome.kind).not.toBe(idOf(sent.description));
      }
    });
  }

  it('no form borrows another’s text: the SEO popup’s messages are its own', () => {
    const texts = (toastFor: (outcome: SendOutcome) => ToastContent) => [{ kind: 'sent' } as const, ...notSent].map((outcome) => idOf(toastFor(outcome).description));
    const popup = new Set(texts(seoPopupToast));
    expect(texts(quoteToast).filter((id) => popup.has(id))).toEqual([]);
    expect(texts(forms['contact form']!).filter((id) => popup.has(id))).toEqual([]);
  });
});

describe('useLeadChild: the one place a lead form’s outcome becomes a toast', () => {
  const settling = setup({ types: { events: {} as { type: 'SETTLE'; outcome: SendOutcome }, emitted: {} as LeadSettled } }).createMachine({
    id: 'settling',
    on: { SETTLE: { actions: emit(({ event }) => ({ type: 'LEAD.SETTLED' as const, outcome: event.outcome })) } },
  });
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('shows the form’s toast once for each LEAD.SETTLED its machine emits, and none after it is gone', () => {
    const shown: ToastContent[] = [];
    const listen = (event: Event) => void shown.push((event as CustomEvent<ToastContent>).detail);
    window.addEventListener(TOAST_EVENT, listen);
    let child: AnyActorRef | undefined;
    function Form() {
      child = useLeadChild(settling, { sendingNear: () => false, toastFor: seoPopupToast });
      return null;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Form />));
    cleanup = () => window.removeEventListener(TOAST_EVENT, listen);

    act(() => child!.send({ type: 'SETTLE', outcome: { kind: 'queued', backgroundSync: false } }));
    act(() => child!.send({ type: 'SETTLE', outcome: { kind: 'sent' } }));
    expect(shown).toEqual([seoPopupToast({ kind: 'queued', backgroundSync: false }), seoPopupToast({ kind: 'sent' })]);

    const gone = child!;
    act(() => root.unmount());
    gone.send({ type: 'SETTLE', outcome: { kind: 'sent' } });
    expect(shown, 'a form gone shows nothing').toHaveLength(2);
  });
});
