import { describe, expect, it } from 'vitest';
import {
  VERSION_CHECK_INTERVAL_MS,
  VERSION_RELOAD_DELAY_MS,
  documentTitle,
  isNewerVersionDeployed,
  parseExecutionMode,
} from '@domain/platform';

describe('execution mode and title', () => {
  it.each([
    ['development', 'development'],
    ['DEV', 'development'],
    ['preproduction', 'preproduction'],
    ['preprod', 'preproduction'],
    ['production', 'production'],
    ['staging', 'production'],
    [undefined, 'production'],
    [42, 'production'],
  ])('reads %j as %s', (value, mode) => {
    expect(parseExecutionMode(value)).toBe(mode);
  });

  it('prefixes the title with [DEV] or [PREV], then the app name and the screen', () => {
    expect(documentTitle('development', 'Backoffice Farmacias')).toBe('[DEV] Backoffice Farmacias');
    expect(documentTitle('preproduction', 'Backoffice Farmacias', 'Escritorio')).toBe('[PREV] Backoffice Farmacias · Escritorio');
    expect(documentTitle('production', 'Backoffice Farmacias', '  ')).toBe('Backoffice Farmacias');
  });
});

describe('front version', () => {
  it('checks every 5 minutes and reloads 4 s after the notice', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
    expect(VERSION_RELOAD_DELAY_MS).toBe(4_000);
  });

  it('treats another deployed version as newer, and an empty one as nothing', () => {
    expect(isNewerVersionDeployed('1.0.0+1', '1.0.0+2')).toBe(true);
    expect(isNewerVersionDeployed('1.0.0+1', ' 1.0.0+1 ')).toBe(false);
    expect(isNewerVersionDeployed('1.0.0+1', '')).toBe(false);
    expect(isNewerVersionDeployed('1.0.0+1', undefined)).toBe(false);
  });
});
