import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import type { MailConfig } from '../contact/mailConfig';
import { NETWORK_ERROR_TEXT, NETWORK_FAILURE_STATUS, type ProviderAnswer, isProviderAnswer } from '../contact/provider';
import type { TemplateParams } from '../contact/templateParams';

/**
 * Sends through @emailjs/browser to the configured origin. Resolves with the
 * provider's answer whatever its status (only 200 counts as sent, and that is
 * the caller's decision); a request that fails to reach the provider resolves
 * as status 0, 'Network Error'. Works in a page and in a service worker.
 */
export async function sendThroughProvider(config: MailConfig, params: TemplateParams): Promise<ProviderAnswer> {
  init({ publicKey: config.publicKey, origin: config.origin });
  try {
    const answer = await send(config.serviceId, config.templateId, params);
    return { status: answer.status, text: answer.text };
  } catch (error) {
    if (error instanceof EmailJSResponseStatus || isProviderAnswer(error)) return { status: error.status, text: error.text };
    // fetch rejects (TypeError) when there is no connection; the SDK throws strings for missing ids
    if (typeof error === 'string') return { status: 400, text: error };
    return { status: NETWORK_FAILURE_STATUS, text: NETWORK_ERROR_TEXT };
  }
}
