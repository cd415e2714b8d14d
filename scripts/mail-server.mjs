// A local stand-in for the mail provider (spec section 7), for development and
// tests: POST /api/v1.0/email/send (JSON) and /api/v1.0/email/send-form
// (multipart) answer 200 "OK", or 400 when an id is missing. Every accepted
// message is printed and appended as one JSON line to the outbox file.
//
// It can be told to refuse, like the real provider does (403 blocked value,
// 429 throttled, 451 headless browser), to fail (500) or to answer 201:
//   MAIL_SERVER_RESPOND=429 node scripts/mail-server.mjs         every request
//   POST /__local/respond {"status":403,"fromEmail":"a@b.de"}    requests from that sender
//   POST /__local/respond {"status":200}                          back to normal
// GET /__local/messages lists what arrived (tests read it).
//
// Usage: node scripts/mail-server.mjs   (MAIL_SERVER_PORT, default 4390; MAIL_OUTBOX_FILE)
import { appendFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stopWithTestRunner } from './test-runner-watch.mjs';

export const DEFAULT_MAIL_SERVER_PORT = 4390;
// 201: a success status that is not 200, which the site must not count as sent (spec section 7).
const forcedStatuses = new Set([201, 403, 429, 451, 500]);
const statusTexts = { 201: 'Created', 403: 'Forbidden', 429: 'Too Many Requests', 451: 'Unavailable For Headless Browser', 500: 'Internal Server Error' };

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The ids and template parameters of a request, whichever endpoint it used. */
async function parseSend(request, pathname, body) {
  if (pathname === '/api/v1.0/email/send') {
    const data = JSON.parse(body.toString('utf8') || '{}');
    return { ...data, template_params: data.template_params ?? {} };
  }
  const form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body }).formData();
  const fields = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]));
  const { lib_version, user_id, service_id, template_id, ...template_params } = fields;
  return { lib_version, user_id, service_id, template_id, template_params };
}

function missingId(data) {
  if (!data.user_id) return 'The public key is required';
  if (!data.service_id) return 'The service ID is required';
  if (!data.template_id) return 'The template ID is required';
  return null;
}

/**
 * @param {{ port?: number; host?: string; outboxFile?: string; respond?: number; log?: (line: string) => void }} options
 */
export function startMailServer(options = {}) {
  const port = options.port ?? DEFAULT_MAIL_SERVER_PORT;
  const host = options.host ?? '127.0.0.1';
  const outboxFile = options.outboxFile ?? path.resolve(import.meta.dirname, '..', 'local-mail', 'outbox.jsonl');
  const log = options.log ?? ((line) => console.log(line));
  const received = [];
  let defaultStatus = options.respond && forcedStatuses.has(options.respond) ? options.respond : 200;
  const statusBySender = new Map();

  const reply = (response, status, text, type = 'text/plain; charset=utf-8') => {
    response.writeHead(status, { ...corsHeaders, 'Content-Type': type }).end(text);
  };

  const server = createServer(async (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    try {
      if (request.method === 'OPTIONS') return reply(response, 204, '');
      if (request.method === 'GET' && pathname === '/__local/messages') {
        return reply(response, 200, JSON.stringify(received), 'application/json');
      }
      if (request.method === 'POST' && pathname === '/__local/respond') {
        const { status = 200, fromEmail } = JSON.parse((await readBody(request)).toString('utf8') || '{}');
        if (status !== 200 && !forcedStatuses.has(status)) return reply(response, 400, `Can only answer 200, ${[...forcedStatuses].join(', ')}`);
        if (fromEmail) statusBySender.set(fromEmail, status);
        else defaultStatus = status;
        return reply(response, 200, 'OK');
      }
      if (request.method !== 'POST' || !['/api/v1.0/email/send', '/api/v1.0/email/send-form'].includes(pathname)) {
        return reply(response, 404, 'Not Found');
      }
      const data = await parseSend(request, pathname, await readBody(request));
      const missing = missingId(data);
      if (missing) return reply(response, 400, missing);
      const params = data.template_params;
      const status = statusBySender.get(params.from_email) ?? defaultStatus;
      if (status !== 200) {
        log(`[mail] refused with ${status}: message from ${params.from_email ?? '?'}`);
        return reply(response, status, statusTexts[status]);
      }
      const message = {
        receivedAt: new Date().toISOString(),
        endpoint: pathname,
        libVersion: data.lib_version,
        serviceId: data.service_id,
        templateId: data.template_id,
        params,
      };
      received.push(message);
      await mkdir(path.dirname(outboxFile), { recursive: true });
      await appendFile(outboxFile, `${JSON.stringify(message)}\n`);
      log(
        [
          `[mail] ${message.receivedAt} message #${received.length} (${pathname})`,
          `  from:    ${params.from_name} <${params.from_email}> (${params.from_company})`,
          `  to:      ${params.to_name} <${params.to_email}>`,
          `  subject: ${params.subject}`,
          ...String(params.message ?? '')
            .split('\n')
            .map((line) => `  | ${line}`),
        ].join('\n'),
      );
      return reply(response, 200, 'OK');
    } catch (error) {
      log(`[mail] bad request: ${error instanceof Error ? error.message : String(error)}`);
      return reply(response, 400, 'Bad Request');
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      log(`Local mail provider at http://${host}:${port}/ (messages go to ${outboxFile})`);
      resolve({ server, received, url: `http://${host}:${port}` });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Started by the browser tests: gone with their run, even one that was killed.
  stopWithTestRunner(() => process.exit(0));
  await startMailServer({
    port: Number(process.env.MAIL_SERVER_PORT ?? DEFAULT_MAIL_SERVER_PORT),
    outboxFile: process.env.MAIL_OUTBOX_FILE ? path.resolve(process.env.MAIL_OUTBOX_FILE) : undefined,
    respond: process.env.MAIL_SERVER_RESPOND ? Number(process.env.MAIL_SERVER_RESPOND) : undefined,
  });
}
