/**
 * Prints the slowest test files of the last `npm test` (issue 18 §6): read from the JSON reports
 * Vitest writes to `test-results/` (unit/API and end-to-end), ten rows, slowest first, after one
 * line per report with its files, tests and failures. `npm test` runs it even when a test failed.
 * Usage: `node scripts/slowest-tests.ts [count]`; `--clear` removes the reports first (so a part
 * that did not run is not reported from an earlier run).
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

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

const count = Number(process.argv[2] ?? 10);
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
