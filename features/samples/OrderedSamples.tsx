import type { SampleLine } from '@/lib/records/samples';

/**
 * The samples of one order, each with its product and producer: on the account page, in the
 * order form's outcome and on the confirmation page. Plain markup, so it renders on the server
 * and inside client components alike.
 */
export function OrderedSamples({ lines }: { lines: SampleLine[] }) {
  return (
    <ul className="samples__ordered">
      {lines.flatMap((line) =>
        line.surfaces.map((surface) => (
          <li key={surface.id}>
            {surface.name} ({surface.product}, {line.producer}) · {surface.articleNumber}
          </li>
        )),
      )}
    </ul>
  );
}
