/**
 * Ports of the servers the browser tests start (playwright.config.ts): the
 * default build, the local mail provider, and the build configured against it.
 */
export const sitePort = Number(process.env.TEST_PORT ?? 4321);
export const mailServerPort = Number(process.env.MAIL_TEST_PORT ?? sitePort + 10);
export const mailSitePort = Number(process.env.MAIL_SITE_TEST_PORT ?? sitePort + 20);
export const mailServerUrl = `http://127.0.0.1:${mailServerPort}`;
export const mailSiteUrl = `http://127.0.0.1:${mailSitePort}`;
