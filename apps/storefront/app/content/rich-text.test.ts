import type { RichText } from '@ridgeline/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichTextView, richTextPlain } from './rich-text.tsx';

function render(
  value: unknown,
  props: Record<string, unknown> = {},
  path = '/en-us/pages/winter-trails?x=1',
) {
  const Stub = createRoutesStub([
    {
      path: '/:locale/pages/:slug',
      Component: () => createElement(RichTextView, { value: value as RichText, ...props }),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
}

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

describe('RichTextView', () => {
  it('renders the safe elements of the tree: paragraphs, headings, lists, breaks and marks', () => {
    const html = render(
      doc(
        { type: 'heading', level: 2, content: [text('Title')] },
        {
          type: 'paragraph',
          content: [
            text('Bold', [{ type: 'bold' }]),
            { type: 'hardBreak' },
            text('it', [{ type: 'italic' }, { type: 'underline' }]),
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('one')] }] }],
        },
        { type: 'orderedList', content: [{ type: 'listItem', content: [text('two')] }] },
      ),
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<p><strong>Bold</strong><br/><u><em>it</em></u></p>');
    expect(html).toContain('<ul><li><p>one</p></li></ul>');
    expect(html).toContain('<ol><li>two</li></ol>');
  });

  it('escapes text: markup in content is shown, never run', () => {
    const html = render(
      doc({ type: 'paragraph', content: [text('<img src=x onerror=alert(1)><script>x</script>')] }),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
  });

  it('links safe URLs (locale in front of site paths, hashes against the current page) and drops unsafe ones', () => {
    const link = (href: string, targetAttribute?: string) =>
      text(href, [{ type: 'link', href, ...(targetAttribute ? { targetAttribute } : {}) }]);
    const html = render(
      doc({
        type: 'paragraph',
        content: [
          link('/c/men-1000'),
          link('#layering-guide'),
          link('https://example.com', '_blank'),
          link('javascript:alert(1)'),
          link('//evil.example'),
          link('data:text/html,hi'),
        ],
      }),
    );
    expect(html).toContain('<a href="/en-us/c/men-1000">');
    expect(html).toContain('<a href="/en-us/pages/winter-trails?x=1#layering-guide">');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">');
    expect(html).not.toMatch(/href="(javascript|\/\/|data)/i);
    expect(html).toContain('javascript:alert(1)'); // the text stays, without a link
  });

  it('leaves out node types it does not know and moves headings down inside a block', () => {
    const html = render(
      doc(
        { type: 'iframe', src: 'https://evil.example' },
        { type: 'heading', level: 2, content: [text('Sub')] },
      ),
      { headingOffset: 1 },
    );
    expect(html).not.toContain('iframe');
    expect(html).toContain('<h3>Sub</h3>');
  });

  it('renders inline (inside a heading) without block elements', () => {
    const html = render(
      doc({ type: 'paragraph', content: [text('Winter ', []), text('trails', [{ type: 'bold' }])] }),
      {
        inline: true,
      },
    );
    expect(html).not.toMatch(/<(p|div|h\d)[ >]/);
    expect(html).toContain('<strong>trails</strong>');
  });

  it('gives the plain text of a tree', () => {
    expect(
      richTextPlain(
        doc({ type: 'paragraph', content: [text('a'), { type: 'hardBreak' }, text('b')] }) as RichText,
      ),
    ).toBe('a b');
  });
});
