/** A free TCP port: for tests and benches that start the shop (or a peer) as its own process. */
import { createServer } from 'node:net';

/**
 * Asks the OS for an unused port on 127.0.0.1 and releases it.
 * @returns the port number.
 * @throws Error when no port could be bound.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
