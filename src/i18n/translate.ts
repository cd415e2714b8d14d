import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Translates a descriptor with extra values for its placeholders. The object is
 * built apart from the `i18n._` call on purpose: Lingui's extractor reads object
 * literals passed to `i18n._` as new messages.
 */
export function translate(i18n: I18n, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  const withValues: MessageDescriptor = { ...descriptor, values: { ...descriptor.values, ...values } };
  return i18n._(withValues);
}
