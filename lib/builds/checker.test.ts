import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, createBuildChecker, type BuildInfo } from './checker';

const build = (buildId: string): BuildInfo => ({ buildId, builtAt: '2025-01-01T00:00:00.000Z' });

describe('createBuildChecker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(fetchLatest = vi.fn(async () => build('current'))) {
    const onNewBuild = vi.fn();
    const checker = createBuildChecker({ currentId: 'current', fetchLatest, onNewBuild });
    checker.start();
    return { checker, fetchLatest, onNewBuild };
  }

  it('asks nothing before an hour has passed', async () => {
    const { fetchLatest } = setup();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
  });

  it('asks exactly once per hour while the build is the same', async () => {
    const { fetchLatest, onNewBuild } = setup();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(5);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('reports a newer build once and stops asking', async () => {
    const fetchLatest = vi.fn(async () => build('current'));
    fetchLatest.mockResolvedValueOnce(build('current')).mockResolvedValue(build('newer'));
    const { onNewBuild } = setup(fetchLatest);
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith(build('newer'));
    await vi.advanceTimersByTimeAsync(5 * CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores network errors and asks again the next hour', async () => {
    const fetchLatest = vi.fn(async () => build('newer'));
    fetchLatest.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { onNewBuild } = setup(fetchLatest);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('stops asking when stopped', async () => {
    const { checker, fetchLatest } = setup();
    checker.stop();
    await vi.advanceTimersByTimeAsync(3 * CHECK_INTERVAL_MS);
    expect(fetchLatest).not.toHaveBeenCalled();
  });

  it('checks a tab that returns after more than an hour at once, and only then', async () => {
    const { checker, fetchLatest } = setup();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS / 2);
    checker.checkIfDue();
    expect(fetchLatest).not.toHaveBeenCalled();

    // Background tabs throttle timers: the hour passes on the clock, not on the interval.
    vi.setSystemTime(Date.now() + CHECK_INTERVAL_MS);
    checker.checkIfDue();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    // The next hour counts from that check, not from the old schedule.
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });
});
