/** The readable table of `npm run bench` (issue 9), from the figures run.ts writes as JSON. */
import type { LoadRow, LoadSettings } from './http-load.ts';
import type { LighthouseRow } from './lighthouse.ts';
import type { MemoryRow } from './servers.ts';
import type { UploadFigures } from './uploads.ts';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Prints every part that ran. */
export function printResults(
  results: {
    settings: LoadSettings;
    load: LoadRow[];
    upload?: UploadFigures;
    lighthouse?: LighthouseRow[];
    artwork?: Array<[string, string]>;
    memory: MemoryRow[];
  },
  file: string,
): void {
  const out: string[] = ['', 'wowtees bench (issue 9)'];
  if (results.load.length > 0) {
    out.push(
      '',
      `HTTP: autocannon -c ${results.settings.connections} -d ${results.settings.durationSeconds}, each row right after the Fastify hello-world`,
      table(
        [
          'row',
          'req/s',
          'p50',
          'p99',
          'non-2xx',
          'hello req/s',
          'hello p99',
          'ratio',
          'CPU µs/req',
          'hello',
          'CPU ratio',
          'same-bytes req/s',
          'ratio to same bytes',
        ],
        results.load.map((row) => [
          row.label,
          row.shop.reqPerSec.toFixed(0),
          ms(row.shop.p50),
          ms(row.shop.p99),
          String(row.shop.non2xx + row.shop.errors),
          row.hello.reqPerSec.toFixed(0),
          ms(row.hello.p99),
          `${(row.ratio * 100).toFixed(1)} %`,
          row.shop.cpuUsPerRequest?.toFixed(0) ?? '-',
          row.hello.cpuUsPerRequest?.toFixed(0) ?? '-',
          row.cpuRatio === undefined ? '-' : `${(row.cpuRatio * 100).toFixed(1)} %`,
          row.sameBytes?.reqPerSec.toFixed(0) ?? '-',
          row.sameBytes ? `${(row.sameBytes.ratio * 100).toFixed(1)} %` : '-',
        ]),
      ),
    );
    const us = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
    for (const row of results.load) {
      const baseline = row.sameBytes;
      if (!baseline) continue;
      const bytesShare = baseline.reqPerSec / row.hello.reqPerSec;
      out.push(
        '',
        `${row.label}, same bytes: a Fastify answering the shop's own answer (${baseline.bodyBytes} body bytes, its headers), ` +
          `p99 ${ms(baseline.p99)}, non-2xx ${baseline.non2xx + baseline.errors}, CPU ${us(baseline.cpuUsPerRequest)} µs/req.`,
        `  hello-world ratio ${(row.ratio * 100).toFixed(1)} % = the bytes (same bytes ÷ hello ${(bytesShare * 100).toFixed(1)} %) × the shop's own work (shop ÷ same bytes ${(baseline.ratio * 100).toFixed(1)} %).`,
        `  autocannon's own CPU µs/req: hello ${us(row.hello.clientCpuUsPerRequest)}, same bytes ${us(baseline.clientCpuUsPerRequest)}, shop ${us(row.shop.clientCpuUsPerRequest)} ` +
          `(1e6 ÷ req/s: ${us(1e6 / row.hello.reqPerSec)}, ${us(1e6 / baseline.reqPerSec)}, ${us(1e6 / row.shop.reqPerSec)}; where they meet, the load generator sets the req/s).`,
      );
    }
  }
  if (results.memory.length > 0) {
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
    out.push('');
    for (const row of results.memory) {
      out.push(
        `Shop RSS (${row.database}): idle ${mb(row.idleBytes)}, at most ${mb(row.underLoadBytes)} under ${row.load}`,
      );
    }
  }
  const u = results.upload;
  if (u) {
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
    out.push(
      '',
      'Uploads (median of 5 where repeated)',
      table(
        ['row', 'figure'],
        [
          [
            `12 MP phone JPEG (${mib(u.phone12Bytes)}) via API vs sharp decode+re-encode`,
            `${ms(u.phone12ApiMs)} vs ${ms(u.phone12SharpMs)} (${u.phone12Ratio.toFixed(2)}x)`,
          ],
          [
            `48 MP phone JPEG (${mib(u.phone48Bytes)}) via API`,
            `${ms(u.phone48ApiMs)}, HTTP ${u.phone48Status}${u.phone48Code ? ` ${u.phone48Code}` : ''}`,
          ],
          [
            `/healthz idle (${u.healthzIdle.samples} samples)`,
            `p50 ${u.healthzIdle.p50.toFixed(1)} ms, p99 ${u.healthzIdle.p99.toFixed(1)} ms`,
          ],
          [
            `/healthz during four 40 MP uploads (${u.healthzDuring40Mp.samples} samples, ${ms(u.healthzDuring40Mp.uploadMs)}, HTTP ${u.healthzDuring40Mp.statuses.join('/')})`,
            `p50 ${u.healthzDuring40Mp.p50.toFixed(1)} ms, p99 ${u.healthzDuring40Mp.p99.toFixed(1)} ms, max ${u.healthzDuring40Mp.max.toFixed(1)} ms`,
          ],
        ],
      ),
    );
  }
  if (results.lighthouse) {
    out.push(
      '',
      'Lighthouse 12, mobile, median of 3',
      table(
        ['page', 'score', 'LCP', 'TBT', 'CLS', 'JS sent', 'all sent', 'LCP element'],
        results.lighthouse.map((row) => [
          row.page,
          String(row.score),
          `${(row.lcpMs / 1000).toFixed(2)} s`,
          ms(row.tbtMs),
          row.cls.toFixed(3),
          `${(row.scriptBytes / 1024).toFixed(1)} KiB`,
          `${(row.transferredBytes / 1024).toFixed(0)} KiB`,
          row.lcpElement,
        ]),
      ),
    );
  }
  if (results.artwork) out.push('', 'Artwork (issue 8)', table(['row', 'figure'], results.artwork));
  out.push('', `JSON: ${file}`);
  console.log(out.join('\n'));
}
