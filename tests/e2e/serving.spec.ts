import { expect, test } from './fixtures';

// The browser suite's own server is `npm start` (scripts/serve.mjs) on the real build.
test('npm start sends a page with brotli, varying on Accept-Encoding, and HEAD without a body', async ({ request }) => {
  const reply = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-encoding']).toBe('br');
  expect(reply.headers()['vary']).toMatch(/accept-encoding/i);
  expect(await reply.text()).toContain('<html');
  const head = await request.head('/en/', { headers: { 'accept-encoding': 'gzip' } });
  expect(head.status()).toBe(200);
  expect(head.headers()['content-encoding']).toBe('gzip');
  expect(await head.body()).toHaveLength(0);
});
