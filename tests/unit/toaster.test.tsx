// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteToaster } from '../../src/components/Toaster/Toaster';
import { showToast } from '../../src/leads/showToast';
import type { ToastContent } from '../../src/machines/toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** How every part of the site raises a toast. */
const show = showToast;

let container: HTMLDivElement;

beforeEach(async () => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  await act(async () => {
    createRoot(container).render(
      <I18nProvider i18n={i18n}>
        <SiteToaster />
      </I18nProvider>,
    );
  });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const toasts = () => [...container.querySelectorAll('[data-part="toast"]')];
const add = (content: ToastContent) => act(() => show(content));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toaster on the page', () => {
  it('shows title and description, with values, and closes after 4 s', async () => {
    await add({ title: msg`Message sent!`, description: msg`Reply within {hours} hours.`, values: { hours: 24 }, variant: 'default' });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.textContent).toContain('Reply within 24 hours.');
    await advance(3999);
    expect(toasts()).toHaveLength(1);
    await advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('keeps at most three, dropping the oldest', async () => {
    for (const title of [msg`One`, msg`Two`, msg`Three`, msg`Four`]) await add({ title, variant: 'default' });
    expect(toasts().map((toast) => toast.querySelector('p')!.textContent)).toEqual(['Two', 'Three', 'Four']);
  });

  it('reads default toasts politely and destructive ones assertively', async () => {
    await add({ title: msg`Saved`, variant: 'default' });
    await add({ title: msg`Error`, description: msg`Failed to send message.`, variant: 'destructive' });
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe('Saved');
    expect(container.querySelector('[aria-live="assertive"]')!.textContent).toBe('Error. Failed to send message.');
    expect(toasts()[1]!.getAttribute('data-variant')).toBe('destructive');
  });

  it('is dismissible with its close button', async () => {
    await add({ title: msg`Saved`, variant: 'default' });
    await act(() => container.querySelector<HTMLButtonElement>('button[aria-label="Close notification"]')!.click());
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while hovered and gets its full 4 s again afterwards', async () => {
    await add({ title: msg`Saved`, variant: 'default' });
    await advance(3000);
    await act(() => toasts()[0]!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await advance(10_000);
    expect(toasts(), 'still there while hovered').toHaveLength(1);
    await act(() => toasts()[0]!.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })));
    await advance(3999);
    expect(toasts()).toHaveLength(1);
    await advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while focus is inside it', async () => {
    await add({ title: msg`Saved`, variant: 'default' });
    await act(() => container.querySelector<HTMLButtonElement>('button')!.focus());
    await advance(10_000);
    expect(toasts()).toHaveLength(1);
    await act(() => container.querySelector<HTMLButtonElement>('button')!.blur());
    await advance(4000);
    expect(toasts()).toHaveLength(0);
  });
});
