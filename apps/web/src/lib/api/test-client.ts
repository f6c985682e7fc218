// A contract client over a scripted fetch, for the flows' unit tests: answers by path, records
// what was sent.
import { type ApiClient, createApiClient } from '@jt/api-contract';

export interface Sent {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
}

export type Script = Record<string, (sent: Sent) => Response | Promise<Response>>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function scriptedClient(script: Script): { client: ApiClient; sent: Sent[] } {
  const sent: Sent[] = [];
  const client = createApiClient({
    baseUrl: 'http://gateway.test',
    fetch: async (request) => {
      const url = new URL(request.url);
      const entry: Sent = {
        method: request.method,
        path: url.pathname,
        search: url.search,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      };
      sent.push(entry);
      const answer = script[`${request.method} ${url.pathname}`];
      if (!answer) throw new TypeError(`Failed to fetch (no script for ${request.method} ${url.pathname})`);
      return answer(entry);
    },
  });
  return { client, sent };
}
