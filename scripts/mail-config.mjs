// The mail provider configuration (spec section 3 "Mail service config"), read
// once from build-time environment variables. vite.config.ts bakes the result
// into the app (__MAIL_CONFIG__); the server build re-exports it, so the content
// security policy of the prerender and of scripts/serve.mjs allows exactly the
// origin the app sends to.

/** The public key a default build carries: it means "not configured". */
export const PLACEHOLDER_PUBLIC_KEY = 'YOUR_PUBLIC_KEY';
export const DEFAULT_MAIL_ORIGIN = 'https://api.emailjs.com';

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ serviceId: string; templateId: string; publicKey: string; origin: string }}
 */
export function mailConfigFromEnv(env) {
  const rawOrigin = env.VITE_EMAILJS_ORIGIN?.trim() || DEFAULT_MAIL_ORIGIN;
  let origin;
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
