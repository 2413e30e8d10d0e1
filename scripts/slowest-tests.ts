/**
 * Prints the slowest test files of the last `npm test` (issue 18 §6): read from the JSON reports
 * Vitest writes to `test-results/` (unit/API and end-to-end), ten rows, slowest first, after one
 * line per report with its files, tests and failures. `npm test` runs it even when a test failed.
 * Usage: `node scripts/slowest-tests.ts [count]`; `--clear` removes the reports first (so a part
 * that did not run is not reported from an earlier run); `--record` (`npm run test:durations`)
 * writes every file's duration, in seconds, to `scripts/test-durations.json`, which the
 * longest-first sequencer starts the next runs by (a file of a part that did not run keeps its
 * recorded duration; a file that no longer exists is dropped).
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RecordedDurations, readRecordedDurations, recordedDurationsFile } from './test-durations.ts';

interface VitestJsonReport {
  numTotalTests: number;
  numFailedTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: unknown[] }>;
}

const folder = 'test-results';
const reports = ['unit.json', 'e2e.json'];

if (process.argv[2] === '--clear') {
  await Promise.all(reports.map((report) => rm(path.join(folder, report), { force: true })));
  process.exit(0);
}

const record = process.argv[2] === '--record';
const count = record ? 10 : Number(process.argv[2] ?? 10);
const rows: Array<{ file: string; seconds: number; tests: number }> = [];
console.log('');
for (const report of reports) {
  let json: VitestJsonReport;
  try {
    json = JSON.parse(await readFile(path.join(folder, report), 'utf8'));
  } catch {
    console.log(`${report}: no report (that part did not run)`);
    continue;
  }
  console.log(
    `${report}: ${json.testResults.length} files, ${json.numTotalTests} tests, ${json.numFailedTests} failed`,
  );
  for (const result of json.testResults) {
    rows.push({
      file: path.relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
      tests: result.assertionResults.length,
    });
  }
}
rows.sort((a, b) => b.seconds - a.seconds);
console.log(`\nSlowest ${Math.min(count, rows.length)} of ${rows.length} test files:`);
for (const row of rows.slice(0, count)) {
  console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${String(row.tests).padStart(3)} tests  ${row.file}`);
}

if (record) {
  const durations: RecordedDurations = readRecordedDurations();
  for (const row of rows) durations[row.file.split(path.sep).join('/')] = Math.round(row.seconds * 10) / 10;
  const kept = Object.keys(durations)
    .filter((file) => existsSync(file))
    .sort();
  await writeFile(
    recordedDurationsFile,
    `${JSON.stringify(Object.fromEntries(kept.map((file) => [file, durations[file]])), null, 2)}\n`,
  );
  console.log(
    `\nRecorded the durations of ${rows.length} test files in ${path.relative(process.cwd(), recordedDurationsFile)}`,
  );
}
