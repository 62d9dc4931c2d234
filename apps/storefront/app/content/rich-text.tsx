import type { RichText, RichTextNode } from '@ridgeline/contracts';
import type { ReactNode } from 'react';
import { useContentHref } from './links.tsx';

type Marks = Extract<RichTextNode, { type: 'text' }>['marks'];

/**
 * Rich text of content (decision 067: a JSON tree, never editor HTML) as React elements: paragraphs,
 * headings, lists, line breaks and text with bold, italic, underline and link marks. Only these elements
 * are produced, text is escaped by React, and a link whose URL is not safe is rendered as its text.
 * `headingOffset` moves headings down inside a block whose own title is the heading (h2 → h3).
 */
export function RichTextView({
  value,
  className,
  headingOffset = 0,
  minHeadingLevel = 1,
  inline = false,
}: {
  value: RichText | undefined;
  className?: string;
  headingOffset?: number;
  /** The highest heading the text may use (2 under a page's own h1: an article's body). */
  minHeadingLevel?: number;
  /** Inside a heading or a button: paragraphs become spans, blocks are flattened to their text. */
  inline?: boolean;
}) {
  const href = useContentHref();
  if (!value || value.content.length === 0) return null;
  const render = (nodes: readonly RichTextNode[] | undefined, path: string): ReactNode[] =>
    (nodes ?? []).map((node, index) => renderNode(node, `${path}.${index}`));

  function renderNode(node: RichTextNode, key: string): ReactNode {
    if (inline && node.type !== 'text' && node.type !== 'hardBreak')
      return <span key={key}>{render(node.content, key)}</span>;
    switch (node.type) {
      case 'text':
        return <Marked key={key} text={node.text} marks={node.marks} href={href} />;
      case 'hardBreak':
        return <br key={key} />;
      case 'paragraph':
        return <p key={key}>{render(node.content, key)}</p>;
      case 'bulletList':
        return <ul key={key}>{render(node.content, key)}</ul>;
      case 'orderedList':
        return <ol key={key}>{render(node.content, key)}</ol>;
      case 'listItem':
        return <li key={key}>{render(node.content, key)}</li>;
      case 'heading': {
        const level = Math.min(6, Math.max(minHeadingLevel, node.level + headingOffset));
        const Heading = `h${level}` as 'h1';
        return <Heading key={key}>{render(node.content, key)}</Heading>;
      }
      default:
        // A node type this storefront does not know is left out, never rendered as markup.
        return null;
    }
  }

  const classes = className ? `rich-text ${className}` : 'rich-text';
  if (inline) return <span className={classes}>{render(value.content.slice(0, 1), 'n')}</span>;
  return <div className={classes}>{render(value.content, 'n')}</div>;
}

function Marked({
  text,
  marks,
  href,
}: {
  text: string;
  marks: Marks;
  href: (url: string) => string | null;
}): ReactNode {
  let element: ReactNode = text;
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') element = <strong>{element}</strong>;
    else if (mark.type === 'italic') element = <em>{element}</em>;
    else if (mark.type === 'underline') element = <u>{element}</u>;
    else if (mark.type === 'link') {
      const url = href(mark.href);
      if (!url) continue;
      const blank = mark.targetAttribute === '_blank';
      element = (
        <a href={url} target={blank ? '_blank' : undefined} rel={blank ? 'noopener noreferrer' : undefined}>
          {element}
        </a>
      );
    }
  }
  return element;
}

/** The plain text of rich text (a title given as rich text, an accessible name). */
export function richTextPlain(value: RichText | undefined): string {
  const walk = (nodes: readonly RichTextNode[] | undefined): string =>
    (nodes ?? [])
      .map((node) => {
        if (node.type === 'text') return node.text;
        if (node.type === 'hardBreak') return ' ';
        return walk(node.content);
      })
      .join('');
  return value ? walk(value.content) : '';
}
