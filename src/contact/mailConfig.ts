/**
 * The mail provider configuration of spec section 3 ("Mail service config"): its
 * shape, how a build reads it from VITE_EMAILJS_*, and when it counts as
 * configured. One module for the build and the app: vite.config.ts reads the
 * environment with it and bakes the result in as __MAIL_CONFIG__
 * (src/contact/bakedMailConfig.ts); the app and the service worker check the
 * baked value with the same rules. Pure: no environment or global is read at import.
 */
export interface MailConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
}

/** The public key a default build carries: it means "not configured". */
export const PLACEHOLDER_PUBLIC_KEY = 'YOUR_PUBLIC_KEY';
export const DEFAULT_MAIL_ORIGIN = 'https://api.emailjs.com';

/** Reads the configuration from build-time variables; a bad origin stops the build with a message saying why. */
export function mailConfigFromEnv(env: Record<string, string | undefined>): MailConfig {
  const rawOrigin = env.VITE_EMAILJS_ORIGIN?.trim() || DEFAULT_MAIL_ORIGIN;
  let origin: string;
  try {
    origin = new URL(rawOrigin).origin;
  } catch {
    throw new Error(`VITE_EMAILJS_ORIGIN is not a URL: "${rawOrigin}"`);
  }
  if (!/^https?:$/.test(new URL(origin).protocol)) throw new Error(`VITE_EMAILJS_ORIGIN must be http(s): "${rawOrigin}"`);
  return {
    serviceId: env.VITE_EMAILJS_SERVICE_ID?.trim() ?? '',
    templateId: env.VITE_EMAILJS_TEMPLATE_ID?.trim() ?? '',
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY?.trim() || PLACEHOLDER_PUBLIC_KEY,
    origin,
  };
}

/** Spec section 8: a missing public key or the placeholder means "not configured". */
export function isMailConfigured(config: MailConfig): boolean {
  return Boolean(config.publicKey) && config.publicKey !== PLACEHOLDER_PUBLIC_KEY && Boolean(config.serviceId) && Boolean(config.templateId);
}
