/**
 * The yardstick of `npm run bench` (issue 9): a Fastify 5 hello-world, started as its own process
 * beside the shop so both are measured the same way. `PORT` from the environment; prints
 * `listening` once ready.
 *
 * With `ANSWER_FILE` (issue 22 §4) it is the same-bytes baseline instead: a GET of any path answers
 * that file's bytes as they are (the shop's brotli landing page) with the headers of the JSON
 * object `ANSWER_HEADERS` (the shop's: content-type, content-encoding, the security headers…), so
 * it gets the shop's requests and sends what the shop sends, and does nothing else.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answerFile = process.env.ANSWER_FILE;
if (answerFile) {
  const body = readFileSync(answerFile);
  const headers = JSON.parse(process.env.ANSWER_HEADERS ?? '{}') as Record<string, string>;
  app.get('/*', (_request, reply) => reply.headers(headers).send(body));
} else {
  app.get('/', async () => ({ hello: 'world' }));
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('listening');
