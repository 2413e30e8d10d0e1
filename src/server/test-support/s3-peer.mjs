/**
 * Test support: an S3-protocol server (@20minutes/s3rver) as a child process, for tests and
 * benchmarks. Run as `node --openssl-legacy-provider s3-peer.mjs {folder} {bucket}`: s3rver makes its
 * list continuation tokens with DES, which Node 24's OpenSSL only offers in the legacy provider,
 * kept out of the test processes themselves. Prints `{"port":n}` once listening; stops when its
 * stdin closes (the parent ended) or on SIGTERM.
 */
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
