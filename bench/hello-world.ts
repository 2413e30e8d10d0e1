/**
 * The yardstick of `npm run bench` (issue 9): a Fastify 5 hello-world, started as its own process
 * beside the shop so both are measured the same way. `PORT` from the environment; prints
 * `listening` once ready.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('listening');
