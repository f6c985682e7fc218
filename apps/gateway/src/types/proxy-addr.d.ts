// @fastify/proxy-addr (Fastify's own fork of proxy-addr, the rule behind its trustProxy) ships no types.
declare module '@fastify/proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  type Trust = (address: string, hop: number) => boolean;
  interface ProxyAddr {
    (request: IncomingMessage, trust: Trust): string;
    all(request: IncomingMessage, trust?: Trust): string[];
    compile(values: string | string[]): Trust;
  }
  const proxyAddr: ProxyAddr;
  export default proxyAddr;
}
