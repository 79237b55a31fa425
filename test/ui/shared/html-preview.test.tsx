import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '@ui/i18n/i18n';
import { captureDownloads } from '../../support/downloads';
import { HtmlPreview, PREVIEW_CONTENT_SECURITY_POLICY, previewContentSecurityPolicy, previewDocument } from '@ui/shared/html-preview';

const HOSTILE = [
  '<!DOCTYPE html><html><head><title>Gripe</title><style>p{color:#0b7285}</style><script>parent.alert(1)</script><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"></head>',
  '<body onload="alert(2)"><p onclick="alert(3)" style="font-weight:bold">Vacúnate</p>',
  '<img src="x" onerror="alert(4)" alt="vacuna"><a href="javascript:alert(5)">cita</a><a href="https://farmacia.example/cita">ok</a>',
  '<svg><foreignObject><script>alert(6)</script></foreignObject></svg><iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
  '<form action="https://evil.example"><input name="q"><button>Enviar</button></form>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT><a href="JaVaScRiPt:alert(7)">x</a></body></html>',
].join('');

beforeAll(() => activateLanguage('es'));

/** Parses a preview document the way the frame would, to inspect what it holds. */
function parsed(srcdoc: string): Document {
  return new DOMParser().parseFromString(srcdoc, 'text/html');
}

function mount(html: string) {
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <HtmlPreview html={html} title="Vista previa del correo" emptyText="Sin diseño" />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('HtmlPreview', () => {
  it('shows the email in a frame with an empty sandbox and the sanitised document as srcdoc', () => {
    mount(HOSTILE);
    const frame = screen.getByTitle('Vista previa del correo');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.hasAttribute('src')).toBe(false);
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toBe(previewDocument(HOSTILE));
    expect(srcdoc).not.toMatch(/<script/i);
    expect(srcdoc).not.toMatch(/\son[a-z]+\s*=/i);
    expect(srcdoc).not.toMatch(/javascript:/i);
  });

  it('drops scripts, handlers, dangerous links and embedding elements, and keeps the email', () => {
    const document = parsed(previewDocument(HOSTILE));
    expect(document.querySelectorAll('script, iframe, object, embed, form, input, button, foreignObject')).toHaveLength(0);
    expect([...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')))).toEqual([]);
    expect([...document.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([null, 'https://farmacia.example/cita', null]);
    expect(document.querySelector('p')?.textContent).toBe('Vacúnate');
    expect(document.querySelector('p')?.getAttribute('style')).toBe('font-weight:bold');
    expect(document.querySelector('style')?.textContent).toBe('p{color:#0b7285}');
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('vacuna');
  });

  it('lets a page served over plain http show the images served with it, and no other plain http image', () => {
    expect(previewContentSecurityPolicy('http://127.0.0.1:4173')).toBe("default-src 'none'; img-src https: data: http://127.0.0.1:4173; style-src 'unsafe-inline'; font-src https: data:");
    expect(previewContentSecurityPolicy('https://backoffice.example')).toBe(PREVIEW_CONTENT_SECURITY_POLICY);
    expect(previewContentSecurityPolicy("http://a.example; script-src 'unsafe-inline'")).toBe(PREVIEW_CONTENT_SECURITY_POLICY);
  });

  it('puts its own policy first and keeps links from navigating the frame', () => {
    const document = parsed(previewDocument(HOSTILE));
    const metas = [...document.querySelectorAll('meta')];
    expect(metas.map((meta) => meta.getAttribute('http-equiv'))).toEqual([null, 'Content-Security-Policy']);
    expect(metas[1]?.getAttribute('content')).toBe(previewContentSecurityPolicy(window.location.origin));
    expect(PREVIEW_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; font-src https: data:");
    expect([...document.querySelectorAll('base')].map((base) => [base.getAttribute('href'), base.getAttribute('target')])).toEqual([[null, '_blank']]);
    expect(document.head.firstElementChild?.getAttribute('charset')).toBe('utf-8');
  });

  it('says there is nothing to show instead of an empty frame', () => {
    mount('  ');
    expect(screen.getByText('Sin diseño')).toBeInTheDocument();
    expect(screen.queryByTitle('Vista previa del correo')).toBeNull();
  });
});

describe('an email too large to preview', () => {
  it('is not sanitised nor shown: it says why and offers the HTML as a file', async () => {
    const downloads = captureDownloads();
    const html = `<html><body>${'<p>Vacúnate contra la gripe este otoño.</p>'.repeat(150_000)}</body></html>`;
    mount(html);
    expect(screen.queryByTitle('Vista previa del correo')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'El HTML de este correo ocupa 6,5 MB y no se puede mostrar aquí (el máximo son 200 KB). Un correo así de grande se recorta o no llega en la mayoría de programas de correo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Descargar el HTML' }));
    expect(downloads.map((download) => download.fileName)).toEqual(['Vista previa del correo.html']);
    expect(await downloads[0]?.content.text()).toBe(html);
  });

  it('is shown up to the limit', () => {
    mount(`<p>${'a'.repeat(199_000)}</p>`);
    expect(screen.getByTitle('Vista previa del correo')).toBeInTheDocument();
  });
});

