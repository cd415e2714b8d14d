import type { MailConfig } from './mailConfig';

declare global {
  /** This build's mail provider configuration, read from VITE_EMAILJS_* by vite.config.ts with mailConfigFromEnv. */
  const __MAIL_CONFIG__: MailConfig;
}

/**
 * The mail configuration this build was made with (spec section 3), baked in
 * at build time (README, Configuration). Apart from ./mailConfig because it
 * reads the build's constant, which only exists inside a Vite build: the
 * config file imports the rules, never this.
 */
export const mailConfig: MailConfig = __MAIL_CONFIG__;
