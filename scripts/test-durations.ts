/**
 * The recorded test-file durations (`scripts/test-durations.json`): seconds per test file path,
 * relative to the repository and `/`-separated. Written by `npm run test:durations`
 * (slowest-tests.ts `--record`), read by the longest-first sequencer of the test runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Seconds per test file path of a recorded run. */
export type RecordedDurations = Record<string, number>;

/** The recorded durations' file. */
export const recordedDurationsFile = path.join(import.meta.dirname, 'test-durations.json');

/** The recorded durations; none when the file is missing or unreadable. */
export function readRecordedDurations(): RecordedDurations {
  try {
    return JSON.parse(readFileSync(recordedDurationsFile, 'utf8')) as RecordedDurations;
  } catch {
    return {};
  }
}
