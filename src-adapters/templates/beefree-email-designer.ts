import * as v from 'valibot';
import { ApiError } from '@domain/shared-kernel';
import type { EmailDesign, EmailDesigner, EmailDesignerRequest, EmailDesignerSession } from '@domain/templates';
import type { HttpClient } from '@adapters/shared';

/** The editor token the campaign service hands out (spec 2 §7 GET /campaign/get_beeFree). */
export interface BeefreeToken {
  readonly access_token: string;
  readonly v2: boolean;
}

/** The configuration the editor starts with (the part this product sets). */
export interface BeefreeConfig {
  readonly container: string;
  readonly language: string;
  readonly onSave: (pageJson: string, pageHtml: string) => void;
  readonly onError: (error: unknown) => void;
}

/** The part of the vendor's wrapper (`@beefree.io/sdk`) this adapter uses. */
export interface BeefreeEditor {
  start(config: BeefreeConfig, template: object): Promise<unknown>;
  save(): unknown;
}

/** Loads the vendor's wrapper; the default loads `@beefree.io/sdk` lazily, only when an editor opens. */
export type BeefreeLoader = () => Promise<new (token: BeefreeToken) => BeefreeEditor>;

const tokenDto = v.looseObject({ access_token: v.pipe(v.string(), v.minLength(1)), v2: v.optional(v.boolean(), true) });

/** GET /api/v1/campaign/get_beeFree on the campaign service: the token, bare or enveloped. */
export const beefreeTokenAnswer = v.pipe(
  v.union([v.pipe(tokenDto, v.transform((token) => ({ token }))), v.pipe(v.looseObject({ success: v.literal(true), data: tokenDto }), v.transform((answer) => ({ token: answer.data })))]),
  v.transform(({ token }): BeefreeToken => ({ access_token: token.access_token, v2: token.v2 })),
);

const saveAnswer = v.looseObject({ data: v.looseObject({ json: v.string(), html: v.string() }) });

/**
 * The design a new template starts from in the vendor's editor: one empty page, 600 px wide, white,
 * Arial, as the vendor's own blank template.
 */
export const BEEFREE_BLANK_TEMPLATE = {
  page: {
    title: '',
    description: '',
    template: { name: 'template-base', type: 'basic', version: '0.0.1' },
    body: {
      type: 'mailup-bee-page-properties',
      container: { style: { 'background-color': '#FFFFFF' } },
      content: {
        style: { 'font-family': 'Arial, Helvetica Neue, Helvetica, sans-serif', color: '#000000' },
        computedStyle: { linkColor: '#0068A5', messageBackgroundColor: 'transparent', messageWidth: '600px' },
      },
      webFonts: [],
    },
    rows: [],
  },
} as const;

/**
 * The design a new email header starts from (spec 2 §2 "Email header editor"): the blank page 500 px
 * wide, with one row of one column.
 */
export const BEEFREE_BLANK_HEADER = {
  page: {
    ...BEEFREE_BLANK_TEMPLATE.page,
    body: {
      ...BEEFREE_BLANK_TEMPLATE.page.body,
      content: { ...BEEFREE_BLANK_TEMPLATE.page.body.content, computedStyle: { ...BEEFREE_BLANK_TEMPLATE.page.body.content.computedStyle, messageWidth: '500px' } },
    },
    rows: [
      {
        type: 'one-column-empty',
        container: { style: { 'background-color': 'transparent' } },
        content: { style: { 'background-color': 'transparent', color: '#000000', width: '500px' } },
        columns: [{ 'grid-columns': 12, modules: [], style: { 'background-color': 'transparent', 'padding-top': '5px', 'padding-bottom': '5px' } }],
      },
    ],
  },
} as const;

/**
 * The stored design as the editor's template: the stored JSON when it is one of the editor's pages,
 * else a blank page, or the blank header when `blank` asks for one.
 */
export function beefreeTemplateOf(content: string, blank: 'page' | 'header' = 'page'): object {
  try {
    const json: unknown = JSON.parse(content);
    if (typeof json === 'object' && json !== null && 'page' in json) return json;
  } catch {
    // Not the editor's JSON: start from a blank page.
  }
  return blank === 'header' ? BEEFREE_BLANK_HEADER : BEEFREE_BLANK_TEMPLATE;
}

const unreachable = (): ApiError => new ApiError('network', -1, 'No se ha podido cargar el editor de correo');
const tooSlow = (): ApiError => new ApiError('timeout', -1, 'El editor de correo no ha respondido a tiempo');

/** Where uncaught script errors are heard (the window in a browser). */
type ErrorEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * The http profile's email editor: the vendor's embedded editor (Beefree SDK). It asks the campaign
 * service for a token, loads the wrapper lazily and starts the editor in the container. The wrapper loads
 * the editor itself from the vendor's servers; offline that load throws an uncaught 'BeePlugin.js is not
 * reachable' and `start()` never settles, so the start is raced against that error and a time-out, and
 * fails with a network or timeout ApiError instead of hanging.
 */
export class BeefreeEmailDesigner implements EmailDesigner {
  private readonly http: HttpClient;
  private readonly load: BeefreeLoader;
  private readonly startTimeoutMs: number;
  private readonly saveTimeoutMs: number;
  private readonly events: ErrorEvents | undefined;

  constructor(deps: { http: HttpClient; load?: BeefreeLoader; startTimeoutMs?: number; saveTimeoutMs?: number; events?: ErrorEvents | undefined }) {
    this.http = deps.http;
    this.load = deps.load ?? (async () => (await import('@beefree.io/sdk')).default);
    this.startTimeoutMs = deps.startTimeoutMs ?? 20_000;
    this.saveTimeoutMs = deps.saveTimeoutMs ?? 15_000;
    this.events = 'events' in deps ? deps.events : typeof globalThis.addEventListener === 'function' ? globalThis : undefined;
  }

  async open(request: EmailDesignerRequest): Promise<EmailDesignerSession> {
    const token = await this.http.send({ service: 'campaigns', method: 'GET', path: '/api/v1/campaign/get_beeFree', schema: beefreeTokenAnswer });
    let Editor: new (token: BeefreeToken) => BeefreeEditor;
    try {
      Editor = await this.load();
    } catch {
      throw unreachable();
    }
    let pending: { resolve(design: EmailDesign): void; reject(error: ApiError): void } | undefined;
    const editor = new Editor(token);
    const config: BeefreeConfig = {
      container: request.containerId,
      language: request.language === 'en' ? 'en-US' : 'es-ES',
      onSave: (pageJson, pageHtml) => pending?.resolve({ content: pageJson, html: pageHtml }),
      onError: () => pending?.reject(new ApiError('http', -1, 'El editor de correo no ha podido guardar el diseño')),
    };
    await this.started(editor.start(config, beefreeTemplateOf(request.design.content, request.blank)));
    return {
      kind: 'embedded',
      save: () =>
        new Promise<EmailDesign>((resolve, reject) => {
          const timer = setTimeout(() => settle(() => reject(tooSlow())), this.saveTimeoutMs);
          const settle = (action: () => void): void => {
            clearTimeout(timer);
            pending = undefined;
            action();
          };
          pending = { resolve: (design) => settle(() => resolve(design)), reject: (error) => settle(() => reject(error)) };
          Promise.resolve(editor.save()).then(
            (answer) => {
              const parsed = v.safeParse(saveAnswer, answer);
              if (parsed.success) pending?.resolve({ content: parsed.output.data.json, html: parsed.output.data.html });
            },
            () => pending?.reject(new ApiError('http', -1, 'El editor de correo no ha podido guardar el diseño')),
          );
        }),
      close: () => {
        pending = undefined;
        globalThis.document?.getElementById(request.containerId)?.replaceChildren();
      },
    };
  }

  /** Waits for the editor to start, failing on the wrapper's uncaught load error or after the time-out. */
  private started(start: Promise<unknown>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onError = (event: Event): void => {
        const message = (event as ErrorEvent).message ?? '';
        if (!/BeePlugin|beefree|getbee/i.test(message)) return;
        event.preventDefault();
        finish(() => reject(unreachable()));
      };
      const timer = setTimeout(() => finish(() => reject(tooSlow())), this.startTimeoutMs);
      const finish = (action: () => void): void => {
        clearTimeout(timer);
        this.events?.removeEventListener('error', onError);
        action();
      };
      this.events?.addEventListener('error', onError);
      start.then(
        () => finish(resolve),
        () => finish(() => reject(unreachable())),
      );
    });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';

export const emailDesignerApiCalls: readonly ApiCall[] = [
  { name: 'emailDesigner.token', service: 'campaigns', method: 'GET', path: '/api/v1/campaign/get_beeFree', summary: "The email editor's token (spec 2 §7)", response: beefreeTokenAnswer },
];
