// The baseline: the smallest Fastify proxy, @fastify/reply-from forwarding every request as it is.
import fastifyReplyFrom from '@fastify/reply-from';
import Fastify from 'fastify';

const [port, upstream] = [Number(process.argv[2]), process.argv[3]];
const app = Fastify({ logger: false });
await app.register(fastifyReplyFrom, { base: upstream });
app.all('/*', (request, reply) => reply.from(request.url));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
