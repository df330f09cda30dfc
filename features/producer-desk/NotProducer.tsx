import { PageHeader } from '@/components/PageHeader';

/** A desk page to an account an editor has not let into the producers' desk: the page's title and what to do. */
export function NotProducer({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="container narrow">
      <PageHeader title={title} intro={intro} />
    </div>
  );
}
