/** The preview confirmation's countdown back to the shop (SPEC §2.6), which the visitor can stop (WCAG 2.2.1). */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRedirectCountdown } from './use-redirect-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets `seconds` pass one at a time: each second's timer is set after the previous one's render. */
function pass(seconds: number) {
  for (let i = 0; i < seconds; i++) act(() => vi.advanceTimersByTime(1000));
}

describe('useRedirectCountdown', () => {
  it('counts down each second and leaves once at zero', () => {
    const done = vi.fn();
    const { result } = renderHook(() => useRedirectCountdown(true, 3, done));
    expect(result.current.left).toBe(3);
    pass(1);
    expect(result.current.left).toBe(2);
    pass(2);
    expect(result.current.left).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
    pass(5);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not count while inactive (a direct visit), and starts when it turns active', () => {
    const done = vi.fn();
    const { result, rerender } = renderHook(({ active }) => useRedirectCountdown(active, 2, done), {
      initialProps: { active: false },
    });
    pass(5);
    expect(result.current.left).toBe(2);
    rerender({ active: true });
    pass(2);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stays where it was once stopped', () => {
    const done = vi.fn();
    const { result } = renderHook(() => useRedirectCountdown(true, 10, done));
    pass(3);
    act(() => result.current.stop());
    pass(20);
    expect(result.current).toMatchObject({ left: 7, stopped: true });
    expect(done).not.toHaveBeenCalled();
  });
});
