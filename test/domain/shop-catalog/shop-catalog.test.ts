import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CATALOG_REPORT_COLUMNS,
  EMPTY_EXPORT_FORM,
  SHOP_SETTINGS_MESSAGES,
  SYNC_CHART_SIZE,
  catalogReportFileName,
  catalogReportRows,
  exportJobDomain,
  exportRequestOf,
  exportResultRows,
  exportTags,
  filterExportResults,
  lastSyncs,
  shopSettingsErrors,
  shopSettingsUpdate,
  type ShopSettings,
} from '@domain/shop-catalog';
import type { Job } from '@domain/jobs';

const aForm = { ...EMPTY_EXPORT_FORM, domain: 'https://farmacia-llorente.es/', webType: 'ecommerce', eid: '500', dbName: 'wp_llorente', tags: ' verano, , solares,verano ' };

describe('exportRequestOf', () => {
  it('cleans the domain and builds the request with its options', () => {
    expect(exportRequestOf(aForm)).toEqual({
      ok: true,
      value: {
        outputType: 'woocommerce',
        webType: 'ecommerce',
        domain: 'farmacia-llorente.es',
        dbName: 'wp_llorente',
        eid: 500,
        dbPrefix: 'wp_',
        options: { importImages: true, importCategories: true, onlyCreatedByUser: false, onlyPublished: true, tags: ['verano', 'solares'] },
      },
    });
  });

  it('refuses an invalid domain and every other field it cannot send', () => {
    expect(exportRequestOf({ ...EMPTY_EXPORT_FORM, domain: 'https://farmacia/', dbPrefix: 'wp-' })).toEqual({
      ok: false,
      error: { domain: 'INVALID_DOMAIN', webType: 'WEB_TYPE_REQUIRED', eid: 'INVALID_EID', dbName: 'DB_NAME_REQUIRED', dbPrefix: 'INVALID_DB_PREFIX' },
    });
    expect(exportRequestOf({ ...aForm, eid: '0' })).toEqual({ ok: false, error: { eid: 'INVALID_EID' } });
  });

  it('never sends a domain it would not accept typed clean', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const checked = exportRequestOf({ ...aForm, domain: typed });
        if (checked.ok) expect(exportRequestOf({ ...aForm, domain: checked.value.domain }).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('reads tags once each, trimmed', () => {
    expect(exportTags('a, b ,a,,')).toEqual(['a', 'b']);
    expect(exportTags('')).toEqual([]);
  });

  it('names the report after the cleaned domain', () => {
    expect(catalogReportFileName('https://farmacia llorente.es/')).toBe('catalogo-farmacia-llorente.es');
  });
});

const job = (id: string, info: string | undefined, status = 'DONE'): Job => ({ id, creation: 1, lastUpdate: 2, schedule: undefined, type: 'CATALOG_EXPORT', subtype: 'EXPORT_PRODUCTS', eid: 500, author: 'backoffice', status, info });

describe('export results', () => {
  it('read the domain of each export job, or none', () => {
    expect(exportJobDomain(job('J-1', '{"domain":"a.es"}'))).toBe('a.es');
    expect(exportJobDomain(job('J-2', undefined))).toBe('');
    expect(exportJobDomain(job('J-3', '[1]'))).toBe('');
    expect(exportJobDomain(job('J-4', '"a.es"'))).toBe('');
    expect(exportJobDomain(job('J-5', '{"domain":3}'))).toBe('');
    expect(exportResultRows([job('J-1', '{"domain":"a.es"}')])[0]?.domain).toBe('a.es');
  });

  it('are found by domain, status or id', () => {
    const rows = exportResultRows([job('J-1', '{"domain":"llorente.es"}'), job('J-2', '{"domain":"sol.es"}', 'FAILED'), { ...job('J-3', undefined), eid: undefined }]);
    expect(filterExportResults(rows, 'LLORENTE').map((row) => row.id)).toEqual(['J-1']);
    expect(filterExportResults(rows, 'failed').map((row) => row.id)).toEqual(['J-2']);
    expect(filterExportResults(rows, ' ')).toBe(rows);
    expect(filterExportResults(rows, 'j-3').map((row) => [row.id, row.domain])).toEqual([['J-3', '']]);
  });

  it('make the catalogue report one row per product', () => {
    expect(CATALOG_REPORT_COLUMNS).toEqual(['Código', 'Producto', 'Categoría', 'Precio (€)', 'Stock']);
    expect(catalogReportRows([{ code: '123', name: 'Crema', category: 'Solares', price: 9.5, stock: 3 }])).toEqual([['123', 'Crema', 'Solares', '9.50', 3]]);
  });
});

const settings: ShopSettings = {
  tokens: { WC_CONSUMER_KEY: 'ck_1', WC_CONSUMER_SECRET: 'cs_1', STRIPE_PUBLIC_KEY: '', STRIPE_SECRET_KEY: '', RECAPTCHA_KEY: '6L' },
  colors: { PRIMARY_COLOR: '#1c7ed6', SECONDARY_COLOR: '#f1f3f5', TEXT_COLOR: '#212529' },
};

describe('shop settings', () => {
  it('send the colours that changed, before and after', () => {
    const after = { ...settings, colors: { ...settings.colors, PRIMARY_COLOR: '#2F9E44', TEXT_COLOR: '#212529' } };
    expect(shopSettingsUpdate('a.es', settings, after)).toEqual({ domain: 'a.es', settings: after, oldColors: { PRIMARY_COLOR: '#1c7ed6' }, updatedColors: { PRIMARY_COLOR: '#2F9E44' } });
    expect(shopSettingsUpdate('a.es', settings, { ...settings, colors: { ...settings.colors, PRIMARY_COLOR: '#1C7ED6' } })).toMatchObject({ oldColors: {}, updatedColors: {} });
  });

  it('refuse a colour that is not #rrggbb and a token with spaces', () => {
    expect(shopSettingsErrors(settings)).toEqual({});
    expect(shopSettingsErrors({ tokens: { ...settings.tokens, RECAPTCHA_KEY: '6L x' }, colors: { ...settings.colors, TEXT_COLOR: 'red' } })).toEqual({ RECAPTCHA_KEY: 'INVALID_TOKEN', TEXT_COLOR: 'INVALID_COLOR' });
  });

  it('chart the last 20 syncs, oldest first', () => {
    expect(SYNC_CHART_SIZE).toBe(20);
    fc.assert(
      fc.property(fc.array(fc.record({ at: fc.integer({ min: 0, max: 1e6 }), published: fc.nat() }), { maxLength: 60 }), (history) => {
        const shown = lastSyncs(history);
        expect(shown).toHaveLength(Math.min(history.length, 20));
        for (let index = 1; index < shown.length; index += 1) expect((shown[index]?.at ?? 0) >= (shown[index - 1]?.at ?? 0)).toBe(true);
        const latest = Math.max(...history.map((sync) => sync.at));
        if (history.length > 0) expect(shown.at(-1)?.at).toBe(latest);
      }),
      { numRuns: 100 },
    );
    expect(lastSyncs([{ at: 3, published: 1 }, { at: 1, published: 2 }, { at: 2, published: 3 }], 2)).toEqual([{ at: 2, published: 3 }, { at: 3, published: 1 }]);
  });

  it('have a message of their own for every call', () => {
    expect(Object.values(SHOP_SETTINGS_MESSAGES).every((text) => text.endsWith('.'))).toBe(true);
    expect(new Set(Object.values(SHOP_SETTINGS_MESSAGES)).size).toBe(Object.keys(SHOP_SETTINGS_MESSAGES).length);
  });
});
