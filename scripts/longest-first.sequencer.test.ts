import { describe, expect, it } from 'vitest';
import { type KnownRun, longestFirst, type SequencedFile } from './longest-first.sequencer.ts';

const file = (moduleId: string, project = 'node', groupOrder = 0): SequencedFile => ({
  moduleId,
  project: { name: project, config: { sequence: { groupOrder } } },
});

describe('longestFirst', () => {
  it('starts the longest recorded files first, new files before them and failed ones before all', () => {
    const runs: Record<string, KnownRun> = {
      short: { failed: false, durationMs: 1_000 },
      long: { failed: false, durationMs: 300_000 },
      middle: { failed: false, durationMs: 60_000 },
      failed: { failed: true, durationMs: 2_000 },
    };
    const files = ['short', 'long', 'new', 'middle', 'failed'].map((id) => file(id));
    const order = longestFirst(files, (f) => runs[f.moduleId] ?? { failed: false, durationMs: undefined });
    expect(order.map((f) => f.moduleId)).toEqual(['failed', 'new', 'long', 'middle', 'short']);
  });

  it('keeps group order and projects ahead of durations', () => {
    const files = [file('late-long', 'e2e-shop-wide', 1), file('b-short', 'node'), file('a-long', 'dom')];
    const durations: Record<string, number> = { 'late-long': 900_000, 'b-short': 1_000, 'a-long': 5_000 };
    const order = longestFirst(files, (f) => ({ failed: false, durationMs: durations[f.moduleId] }));
    expect(order.map((f) => f.moduleId)).toEqual(['a-long', 'b-short', 'late-long']);
  });
});
