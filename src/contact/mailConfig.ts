import { PLACEHOLDER_PUBLIC_KEY } from '../../scripts/mail-config.mjs';

/**
 * Mail service config (spec section 3): service id, template id, public key and
 * the provider's API origin, fixed at build time from VITE_EMAILJS_* (see
 * scripts/mail-config.mjs and the README). A default build carries the
 * placeholder public key and therefore counts as not configured.
 */
export interface MailConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
}

declare global {
  /** The mail provider configuration read from VITE_EMAILJS_* at build time (scripts/mail-config.mjs). */
  const __MAIL_CONFIG__: MailConfig;
}

export const mailConfig: MailConfig = __MAIL_CONFIG__;

/** Spec section 8: a missing public key or the placeholder means "not configured". */
export function isMailConfigured(config: MailConfig): boolean {
  return Boolean(config.publicKey) && config.publicKey !== PLACEHOLDER_PUBLIC_KEY && Boolean(config.serviceId) && Boolean(config.templateId);
}
