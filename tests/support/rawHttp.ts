import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent: not decompressed. */
  body: Buffer;
}

/** One HTTP request with node:http, which (unlike a browser or Playwright) leaves the body compressed. */
export function fetchRaw(
  origin: string,
  urlPath: string,
  options: { method?: string; acceptEncoding?: string; host?: string } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (options.acceptEncoding !== undefined) headers['Accept-Encoding'] = options.acceptEncoding;
    if (options.host !== undefined) headers.Host = options.host;
    const request = httpRequest(`${origin}${urlPath}`, { method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
