import type { Metric } from 'web-vitals';

type Gtag = (...args: unknown[]) => void;

let started = false;
let allowed = false;

/**
 * Core Web Vitals from real visitors (LCP, INP, CLS) sent as events to the Google tag, and
 * only while analytics are granted: the library is fetched after the first grant, and a
 * withdrawal stops the reports at once. Each metric goes out when the library settles it
 * (LCP at the first input, all three when the page is hidden), in the shape Google's own
 * guide for GA4 uses: the change as the value (CLS × 1000, so it counts as an integer), the
 * metric's id to add the changes of one page view up.
 */
export function reportWebVitals(granted: boolean): void {
  allowed = granted;
  if (!granted || started) return;
  started = true;
  const send = ({ name, delta, value, id, rating, navigationType }: Metric) => {
    const gtag = (window as unknown as { gtag?: Gtag }).gtag;
    if (!allowed || !gtag) return;
    gtag('event', name, {
      value: Math.round(name === 'CLS' ? delta * 1000 : delta),
      metric_id: id,
      metric_value: value,
      metric_delta: delta,
      metric_rating: rating,
      navigation_type: navigationType,
      non_interaction: true,
    });
  };
  void import('web-vitals').then(({ onLCP, onINP, onCLS }) => {
    onLCP(send);
    onINP(send);
    onCLS(send);
  });
}
