// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Report = (metric: Record<string, unknown>) => void;
const observers = vi.hoisted(() => ({ LCP: [] as Report[], INP: [] as Report[], CLS: [] as Report[] }));
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => observers.LCP.push(report),
  onINP: (report: Report) => observers.INP.push(report),
  onCLS: (report: Report) => observers.CLS.push(report),
}));

const gtag = vi.fn();
const metric = (name: 'LCP' | 'INP' | 'CLS', value: number) => ({ name, value, delta: value, id: `v5-${name}`, rating: 'good', navigationType: 'navigate' });

async function load() {
  const { reportWebVitals } = await import('./web-vitals');
  return reportWebVitals;
}

beforeEach(() => {
  vi.resetModules();
  for (const list of Object.values(observers)) list.length = 0;
  gtag.mockReset();
  vi.stubGlobal('gtag', gtag);
});
afterEach(() => vi.unstubAllGlobals());

describe('Core Web Vitals to the Google tag', () => {
  it('are not even observed before analytics are granted', async () => {
    const report = await load();
    report(false);
    await vi.dynamicImportSettled();
    expect(observers.LCP).toHaveLength(0);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('once granted, each metric goes out as an event: the change as its value, CLS in thousandths', async () => {
    const report = await load();
    report(true);
    await vi.waitFor(() => expect(observers.CLS).toHaveLength(1));
    observers.LCP[0]!(metric('LCP', 1834.6));
    observers.INP[0]!(metric('INP', 72));
    observers.CLS[0]!(metric('CLS', 0.0123));
    expect(gtag.mock.calls).toEqual([
      ['event', 'LCP', expect.objectContaining({ value: 1835, metric_id: 'v5-LCP', metric_value: 1834.6, non_interaction: true })],
      ['event', 'INP', expect.objectContaining({ value: 72, metric_id: 'v5-INP' })],
      ['event', 'CLS', expect.objectContaining({ value: 12, metric_value: 0.0123 })],
    ]);
  });

  it('stop when analytics are withdrawn, and observe once however often consent changes', async () => {
    const report = await load();
    report(true);
    await vi.waitFor(() => expect(observers.LCP).toHaveLength(1));
    report(false);
    observers.LCP[0]!(metric('LCP', 1200));
    expect(gtag).not.toHaveBeenCalled();
    report(true);
    await vi.dynamicImportSettled();
    expect(observers.LCP).toHaveLength(1);
    observers.CLS[0]!(metric('CLS', 0.001));
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});
