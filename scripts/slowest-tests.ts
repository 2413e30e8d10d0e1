/**
 * Prints the slowest test files of the last `npm test` (issue 18 §6): read from the JSON reports
 * Vitest writes to `test-results/` (unit/API and end-to-end), ten rows, slowest first.
 * Usage: `node scripts/slowest-tests.ts [count]`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface VitestJsonReport {
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: unknown[] }>;
}

const reports = ['unit.json', 'e2e.json'];
const count = Number(process.argv[2] ?? 10);

const rows: Array<{ file: string; seconds: number; tests: number }> = [];
for (const report of reports) {
  let json: VitestJsonReport;
  try {
    json = JSON.parse(await readFile(path.join('test-results', report), 'utf8'));
  } catch {
    continue; // that part did not run
  }
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
