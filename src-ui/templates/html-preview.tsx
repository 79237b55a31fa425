import { Paper, Text } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * What the preview document may load: nothing but inline styles and images from web addresses or data
 * (reliability guide A.2.3), so stored HTML can neither run code nor call home beyond its images.
 */
export const PREVIEW_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; font-src https: data:";

/** Elements an email preview never needs: they could navigate, submit, embed or change how the page loads. */
const FORBIDDEN_TAGS = ['base', 'link', 'meta', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'portal'];

/**
 * The document a preview shows: the stored HTML sanitised by DOMPurify (scripts, event handlers,
 * javascript: links and the elements above removed), preceded by a Content-Security-Policy and a base
 * that sends links to a new window, which the sandbox then refuses. The sanitised HTML is not changed
 * afterwards.
 */
export function previewDocument(html: string): string {
  const clean = DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true, FORBID_TAGS: FORBIDDEN_TAGS, FORBID_ATTR: ['srcset', 'ping', 'formaction'] });
  return `<!DOCTYPE html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_CONTENT_SECURITY_POLICY}"><base target="_blank">${clean}`;
}

/**
 * A preview of stored email HTML: sanitised, inside a sandboxed frame (`sandbox=""`: no scripts, no
 * forms, no navigation of the application, its own origin) so nothing it holds can reach the application.
 */
export function HtmlPreview({ html, title, emptyText, height = 520 }: { html: string; title: string; emptyText: string; height?: number }) {
  const srcDoc = useMemo(() => previewDocument(html), [html]);
  if (html.trim() === '') {
    return (
      <Paper withBorder radius="md" p="lg" h={height} bg="gray.0" style={{ display: 'grid', placeItems: 'center' }}>
        <Text c="dimmed" size="sm" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      loading="lazy"
      style={{ display: 'block', width: '100%', height, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)', background: '#ffffff' }}
    />
  );
}
