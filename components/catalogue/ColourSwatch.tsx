import styles from './ColourSwatch.module.css';

/**
 * A product's colours as side-by-side stripes, in place of a picture it does not have (yet):
 * a generated catalogue, or an editor's product before its photos arrive. Decorative, like the
 * card picture it replaces: the name beside it says what it is.
 */
export function ColourSwatch({ colours, className }: { colours: readonly string[]; className: string }) {
  return (
    <span className={`${className} ${styles.swatch}`} aria-hidden="true" data-colours={colours.join(' ')}>
      {colours.map((colour) => (
        <span key={colour} className={styles.stripe} style={{ background: colour }} />
      ))}
    </span>
  );
}
