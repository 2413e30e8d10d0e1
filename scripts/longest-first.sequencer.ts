/**
 * Vitest sequencer of the unit and end-to-end runs: within a project, the test files that took
 * longest start first (longest-processing-time-first scheduling), so that on CI's two workers a
 * slow file is not the last one left running while the other worker idles.
 *
 * Vitest's own sequencer does this only with its results cache (`node_modules/.vite`), which a
 * fresh clone - every CI run - does not have; it then starts the largest files first, and the
 * 318 s `e2e/quality.e2e.ts` started 523 s into a 919 s run. Here a file's duration comes from
 * that cache when there is one, else from `scripts/test-durations.json` (seconds per file,
 * written by `npm run test:durations` from the last `npm test`'s reports). Files with neither
 * (new ones) start first, as Vitest's own does, and so do files that failed in the cached run.
 * Group order and projects are kept as Vitest orders them.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { readRecordedDurations } from './test-durations.ts';

/** What the order knows of a test file: whether it failed last time and how long it took. */
export interface KnownRun {
  failed: boolean;
  /** Milliseconds; undefined when the file has no recorded run. */
  durationMs: number | undefined;
}

/** The part of a Vitest test specification the order reads. */
export interface SequencedFile {
  moduleId: string;
  project: { name: string; config: { sequence: { groupOrder: number } } };
}

/**
 * Orders files by group order, then project name (as Vitest does), then: failed first, files
 * without a known duration first, then longest first. Returns a new array.
 */
export function longestFirst<T extends SequencedFile>(files: readonly T[], known: (file: T) => KnownRun): T[] {
  const runs = new Map(files.map((file) => [file, known(file)]));
  return [...files].sort((a, b) => {
    const groupOrder = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
    if (groupOrder !== 0) return groupOrder;
    if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
    const left = runs.get(a);
    const right = runs.get(b);
    if (left?.failed !== right?.failed) return left?.failed ? -1 : 1;
    if (left?.durationMs === undefined || right?.durationMs === undefined) {
      if (left?.durationMs === right?.durationMs) return 0;
      return left?.durationMs === undefined ? -1 : 1;
    }
    return right.durationMs - left.durationMs;
  });
}

/** Sorts specifications longest first (see the module comment); `sort` is all it changes. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = readRecordedDurations();
    const root = this.ctx.config.root;
    return longestFirst(files, (spec) => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec);
      const seconds = recorded[path.relative(root, spec.moduleId).split(path.sep).join('/')];
      return {
        failed: cached?.failed ?? false,
        durationMs: cached?.duration ?? (seconds === undefined ? undefined : seconds * 1000),
      };
    });
  }
}
