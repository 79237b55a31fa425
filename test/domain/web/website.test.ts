import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  WEB_THEMES,
  isShopOptionAvailable,
  newWebDeployment,
  shopOnlineFor,
  websiteConfig,
  websiteTemplatePages,
  type NewWebDeployment,
} from '@domain/web';

describe('web themes', () => {
  it('offers Divi and Techgostore', () => {
    expect(WEB_THEMES).toEqual(['Divi', 'Techgostore']);
  });

  it.each([
    ['Divi', true, false],
    ['Divi', false, false],
    ['Techgostore', true, true],
    ['Techgostore', false, false],
  ])('with theme %s and shop requested %s sends shop %s', (theme, requested, sent) => {
    expect(shopOnlineFor(theme, requested)).toBe(sent);
  });

  it('disables the shop option for Divi only', () => {
    expect(isShopOptionAvailable('Divi')).toBe(false);
    expect(isShopOptionAvailable('Techgostore')).toBe(true);
  });
});

describe('newWebDeployment', () => {
  const form: NewWebDeployment = {
    eid: 87,
    server: 'web-01',
    domain: 'https://farmacia.es/',
    theme: 'Divi',
    wskey: 'ck_123',
    shopOnline: true,
  };

  it('cleans the domain and forces the shop off for Divi', () => {
    expect(newWebDeployment(form)).toEqual({ ...form, domain: 'farmacia.es', shopOnline: false });
  });

  it('keeps the shop for Techgostore', () => {
    expect(newWebDeployment({ ...form, theme: 'Techgostore' }).shopOnline).toBe(true);
  });
});

describe('websiteTemplatePages', () => {
  it('always has account, checkout, cart, shop and the legal pages', () => {
    expect(websiteTemplatePages({ hasEcommerce: false, hasBlog: false, hasContact: false })).toEqual([
      'account',
      'checkout',
      'cart',
      'shop',
      'legal-notice',
      'privacy-policy',
      'cookie-policy',
    ]);
  });

  it('adds product, shipping, payment and returns for e-commerce, then blog and contact when enabled', () => {
    expect(websiteTemplatePages({ hasEcommerce: true, hasBlog: true, hasContact: true })).toEqual([
      'account',
      'checkout',
      'cart',
      'shop',
      'legal-notice',
      'privacy-policy',
      'cookie-policy',
      'product',
      'shipping',
      'payment',
      'returns',
      'blog',
      'contact',
    ]);
  });

  it('has each page once, and a page only when its feature asks for it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (hasEcommerce, hasBlog, hasContact) => {
        const pages = websiteTemplatePages({ hasEcommerce, hasBlog, hasContact });
        expect(new Set(pages).size).toBe(pages.length);
        expect([pages.includes('returns'), pages.includes('blog'), pages.includes('contact')]).toEqual([hasEcommerce, hasBlog, hasContact]);
        expect(pages.length).toBe(7 + (hasEcommerce ? 4 : 0) + (hasBlog ? 1 : 0) + (hasContact ? 1 : 0));
      }),
      { numRuns: 100 },
    );
  });
});

describe('websiteConfig', () => {
  it('carries the features, their pages and the escaped variables', () => {
    expect(websiteConfig({ hasEcommerce: false, hasBlog: true, hasContact: false }, { slogan: "L'Eixample\n" })).toEqual({
      hasEcommerce: false,
      hasBlog: true,
      hasContact: false,
      variables: { slogan: "L\\'Eixample" },
      templates: ['account', 'checkout', 'cart', 'shop', 'legal-notice', 'privacy-policy', 'cookie-policy', 'blog'],
    });
  });
});
