// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/components/ErrorBoundary/ErrorBoundary';
import { i18nCatalogs } from '../../src/i18n/catalogs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Crash(): never {
  throw new Error('Boom in a section');
}

async function renderCrashingPage(locale: 'de' | 'fr' | 'en', loadCatalog = true) {
  if (loadCatalog) await i18nCatalogs.load(locale);
  const container = document.createElement('div');
  document.body.append(container);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    createRoot(container).render(
      <ErrorBoundary locale={locale}>
        <Crash />
      </ErrorBoundary>,
    );
  });
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('error boundary', () => {
  it('replaces a crashed page with the translated fallback and three ways out', async () => {
    const container = await renderCrashingPage('de');
    expect(container.querySelector('h1')?.textContent).toBe('Ein Fehler ist aufgetreten');
    expect(container.querySelector('main')).not.toBeNull();
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(container.querySelector('button')?.textContent).toBeTruthy();
    const home = container.querySelector<HTMLAnchorElement>('a[href="/"]');
    expect(home, 'go to homepage is a full page load to /').not.toBeNull();
    const report = container.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!;
    expect(decodeURIComponent(report.href)).toContain('Boom in a section');
    expect(console.error).toHaveBeenCalled();
  });

  it('speaks French on a French page', async () => {
    const container = await renderCrashingPage('fr');
    expect(container.querySelector('h1')?.textContent).toBe('Une erreur est survenue');
    expect(container.querySelector<HTMLAnchorElement>('a[href="/fr/"]')).not.toBeNull();
  });

  it('still shows a fallback (in the source language) when no catalog could be loaded', async () => {
    const container = await renderCrashingPage('en', false);
    expect(container.querySelector('h1')?.textContent).toBe('An error occurred');
    expect(container.querySelector<HTMLAnchorElement>('a[href="/en/"]')).not.toBeNull();
  });

  it('reloads the page from its reload button', async () => {
    const container = await renderCrashingPage('de');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, href: 'http://localhost/' } as Location);
    container.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
