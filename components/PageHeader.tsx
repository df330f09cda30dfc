/** A page's title and the sentence under it. */
export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="page__header">
      <h1>{title}</h1>
      {intro && <p className="lead">{intro}</p>}
    </header>
  );
}
