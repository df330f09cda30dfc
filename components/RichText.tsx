import type { ReactNode } from 'react';
import type { RichTextNode } from '@/lib/strapi';

/** Renders Strapi's rich-text blocks JSON as plain semantic HTML, on the server. */
export function RichText({ nodes }: { nodes: RichTextNode[] }) {
  return nodes.map((node, index) => <Node key={index} node={node} />);
}

function Node({ node }: { node: RichTextNode }): ReactNode {
  const children = node.children?.map((child, index) => <Node key={index} node={child} />);
  switch (node.type) {
    case 'text':
      return <Text node={node} />;
    case 'paragraph':
      return <p>{children}</p>;
    case 'heading': {
      const level = Math.min(Math.max(node.level ?? 2, 2), 6);
      const Heading = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      return <Heading>{children}</Heading>;
    }
    case 'list':
      return node.format === 'ordered' ? <ol>{children}</ol> : <ul>{children}</ul>;
    case 'list-item':
      return <li>{children}</li>;
    case 'quote':
      return <blockquote>{children}</blockquote>;
    case 'code':
      return (
        <pre>
          <code>{children}</code>
        </pre>
      );
    case 'link':
      return <a href={node.url}>{children}</a>;
    default:
      return children ?? null;
  }
}

function Text({ node }: { node: RichTextNode }) {
  let content: ReactNode = node.text ?? '';
  if (node.code) content = <code>{content}</code>;
  if (node.bold) content = <strong>{content}</strong>;
  if (node.italic) content = <em>{content}</em>;
  if (node.underline) content = <u>{content}</u>;
  if (node.strikethrough) content = <s>{content}</s>;
  return content;
}
