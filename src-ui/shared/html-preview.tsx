import { useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { EMAIL_PREVIEW_MAX_LENGTH, tooLargeToPreview } from '@domain/templates';
import { downloadFile } from './download';

const previewPolicy = (imageSources: string): string => `default-src 'none'; img-src ${imageSources}; style-src 'unsafe-inline'; font-src https: data:`;

/**
 * What the preview document may load: nothing but inline styles and images from web addresses or data
 * (reliability guide A.2.3), so stored HTML can neither run code nor call home beyond its images.
 */
export const PREVIEW_CONTENT_SECURITY_POLICY = previewPolicy('https: data:');

/**
 * The preview's policy on a page served from `origin`: {@link PREVIEW_CONTENT_SECURITY_POLICY}, with the
 * application's own origin among the image sources when it is served over plain http (a local or test
 * build), so that the images shipped with it (the demo emails' ones) show there too.
 */
export function previewContentSecurityPolicy(origin: string | undefined = globalThis.location?.origin): string {
  return origin !== undefined && /^http:\/\/[^/\s;,']+$/.test(origin) ? previewPolicy(`https: data: ${origin}`) : PREVIEW_CONTENT_SECURITY_POLICY;
}

/** Elements an email preview never needs: they could navigate, submit, embed or change how the page loads. */
const FORBIDDEN_TAGS = ['base', 'link', 'meta', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'portal'];

/**
 * The document a preview shows: the stored HTML sanitised by DOMPurify (scripts, event handlers,
 * javascript: links and the elements above removed), preceded by a Content-Security-Policy
 * ({@link previewContentSecurityPolicy}) and a base
 * that sends links to a new window, which the sandbox then refuses. The sanitised HTML is not changed
 * afterwards.
 */
export function previewDocument(html: string): string {
  const clean = DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true, FORBID_TAGS: FORBIDDEN_TAGS, FORBID_ATTR: ['srcset', 'ping', 'formaction'] });
  return `<!DOCTYPE html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${previewContentSecurityPolicy()}"><base target="_blank">${clean}`;
}

/**
 * A preview of stored email HTML: sanitised, inside a sandboxed frame (`sandbox=""`: no scripts, no
 * forms, no navigation of the application, its own origin) so nothing it holds can reach the application.
 */
export function HtmlPreview({ html, title, emptyText, height = 520 }: { html: string; title: string; emptyText: string; height?: number }) {
  const { t } = useLingui();
  const tooLarge = tooLargeToPreview(html);
  // Sanitising takes time in proportion to the HTML's length: an oversized one is not sanitised here.
  const srcDoc = useMemo(() => (tooLarge ? '' : previewDocument(html)), [html, tooLarge]);
  if (tooLarge) {
    const size = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(html.length / 1_000_000);
    const limit = new Intl.NumberFormat('es-ES').format(EMAIL_PREVIEW_MAX_LENGTH / 1000);
    return (
      <Paper withBorder radius="md" p="lg" h={height} bg="gray.0" style={{ display: 'grid', placeItems: 'center' }}>
        <Stack align="center" gap="sm" maw={460}>
          <Text size="sm" ta="center" role="status">
            {t`El HTML de este correo ocupa ${size} MB y no se puede mostrar aquí (el máximo son ${limit} KB). Un correo así de grande se recorta o no llega en la mayoría de programas de correo.`}
          </Text>
          <Button size="xs" variant="default" onClick={() => downloadFile(`${title}.html`, new Blob([html], { type: 'text/html;charset=utf-8' }))}>
            {t`Descargar el HTML`}
          </Button>
        </Stack>
      </Paper>
    );
  }
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
