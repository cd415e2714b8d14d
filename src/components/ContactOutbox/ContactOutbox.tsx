import { msg } from '@lingui/core/macro';
import { useEffect } from 'react';
import { mailConfig } from '../../contact/mailConfig';
import { PENDING_STORAGE_KEY, QUEUED_EVENT, TOAST_EVENT } from '../../contact/outbox';
import type { ToastContent } from '../../machines/toast';
import { useToast } from '../Toaster/ToasterContext';

function somethingMayBeWaiting(): boolean {
  try {
    return window.localStorage.getItem(PENDING_STORAGE_KEY) !== null;
  } catch {
    return true; // storage blocked: ask IndexedDB
  }
}

/**
 * Delivers contact messages saved while offline, on whatever page the visitor
 * is: at load and when the connection returns (the service worker does the
 * same on a background sync; a Web Lock keeps them from sending twice), and
 * confirms each delivery with a toast; it also shows the contact form's toasts
 * (TOAST_EVENT). The delivery code is only downloaded
 * when something waits (the spec's `pending-contact-form` marker). Renders nothing.
 */
export function ContactOutbox() {
  const toast = useToast();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      if (stop || cancelled) return;
      stop = () => {}; // starting
      void import('../../contact/pageOutbox').then(({ startOutboxDelivery }) => {
        if (cancelled) return;
        stop = startOutboxDelivery(mailConfig, () =>
          toast({
            title: msg({ message: 'Message sent!', comment: 'Toast after a message saved offline was delivered' }),
            description: msg`Your saved message has been sent now that you are back online. We will get back to you within 24 hours.`,
            variant: 'default',
          }),
        );
      });
    };
    const showToast = (event: Event) => toast((event as CustomEvent<ToastContent>).detail);
    if (somethingMayBeWaiting()) start();
    window.addEventListener(QUEUED_EVENT, start);
    window.addEventListener(TOAST_EVENT, showToast);
    return () => {
      cancelled = true;
      window.removeEventListener(QUEUED_EVENT, start);
      window.removeEventListener(TOAST_EVENT, showToast);
      stop?.();
    };
  }, [toast]);
  return null;
}
