import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18nCatalogs } from '../../i18n/catalogs';
import type { Locale } from '../../i18n/locales';
import { ErrorFallback } from './ErrorFallback';
import { PageOutOfDate } from './pageOutOfDate';

interface ErrorBoundaryProps {
  /** The language of the page, for the fallback's text and home link. */
  locale: Locale;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Source-language text, for the rare crash that happens before any catalog has loaded. */
const sourceLanguageI18n = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * Catches errors anywhere in the site – a crashing section, or a page or
 * catalog that could not be downloaded – and shows the fallback of spec
 * section 8 instead of a blank page. Two states, normal and error; the error
 * state is left only by reloading or by going to the home page (a full page
 * load), as the spec says.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // An out-of-date page is no crash: the recovery says so on purpose (pageOutOfDate.ts).
    if (!(error instanceof PageOutOfDate)) console.error('Page crashed:', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const i18n = i18nCatalogs.peek(this.props.locale) ?? sourceLanguageI18n;
    return (
      <I18nProvider i18n={i18n}>
        <ErrorFallback error={error} locale={this.props.locale} />
      </I18nProvider>
    );
  }
}
