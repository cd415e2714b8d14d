/**
 * Ports of the servers the browser tests start (playwright.config.ts): the
 * default build, the local mail provider, and the build configured against it,
 * served by npm start; and both builds served by nginx, for the nginx project.
 */
export const sitePort = Number(process.env.TEST_PORT ?? 4321);
// +5 to +8, not multiples of ten: test ports are handed out ten apart, so +10 would be
// another engineer's site (and Playwright reuses a server it finds on its port).
export const mailServerPort = Number(process.env.MAIL_TEST_PORT ?? sitePort + 5);
export const mailSitePort = Number(process.env.MAIL_SITE_TEST_PORT ?? sitePort + 6);
export const nginxSitePort = Number(process.env.NGINX_TEST_PORT ?? sitePort + 7);
export const nginxMailSitePort = Number(process.env.NGINX_MAIL_SITE_TEST_PORT ?? sitePort + 8);
export const mailServerUrl = `http://127.0.0.1:${mailServerPort}`;
export const mailSiteUrl = `http://127.0.0.1:${mailSitePort}`;
export const nginxSiteUrl = `http://127.0.0.1:${nginxSitePort}`;
export const nginxMailSiteUrl = `http://127.0.0.1:${nginxMailSitePort}`;
