/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas above: tsx started from the repository root (npm start, the API server) finds no tsconfig there
// and would compile JSX for a `React` in scope; the automatic runtime needs none.
// The one HTML layout of every email (decision 061), in react-email: what it renders works in the common mail
// clients (tables, inline styles). It shows the paragraphs of the text body, so both bodies say the same.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

export interface EmailAction {
  /** The link the button opens; the paragraph that is this link alone becomes the button. */
  href: string;
  label: string;
}

export interface EmailLayoutProps {
  language: string;
  subject: string;
  paragraphs: readonly string[];
  action?: EmailAction | undefined;
  footer: string;
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** A line with its web addresses as links. */
function linked(line: string): ReactNode[] {
  return line.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={part} href={part} style={{ color: '#1f5c3a' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function Paragraph({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' }}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph never move
        <span key={index}>
          {index > 0 ? <br /> : null}
          {linked(line)}
        </span>
      ))}
    </Text>
  );
}

export function EmailLayout({ language, subject, paragraphs, action, footer }: EmailLayoutProps) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{subject}</Preview>
      <Body
        style={{ backgroundColor: '#f4f4f1', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1b1b1b' }}
      >
        <Container style={{ backgroundColor: '#ffffff', padding: '32px', maxWidth: '560px' }}>
          <Heading as="h1" style={{ fontSize: '20px', margin: '0 0 24px' }}>
            Ridgeline
          </Heading>
          {paragraphs.map((paragraph, index) =>
            action && paragraph.trim() === action.href ? (
              <Button
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs never move
                key={index}
                href={action.href}
                style={{
                  backgroundColor: '#1f5c3a',
                  color: '#ffffff',
                  padding: '12px 20px',
                  borderRadius: '4px',
                  fontSize: '15px',
                  margin: '0 0 16px',
                }}
              >
                {action.label}
              </Button>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs never move
              <Paragraph key={index} text={paragraph} />
            ),
          )}
          <Hr style={{ borderColor: '#e2e2dc', margin: '24px 0 16px' }} />
          <Text style={{ fontSize: '12px', color: '#6b6b66', margin: 0 }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
