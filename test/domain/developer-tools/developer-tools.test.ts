import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PLUGIN_ZIP_BYTES, checkPluginUpload, commandOutputText, isRebootConfirmed } from '@domain/developer-tools';

const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
const good = { pluginName: 'wp-express-order', version: '2.4.2', file: { name: 'plugin.ZIP', size: 1000, firstBytes: ZIP } };

describe('plugin upload', () => {
  it('accepts a zip with a dotted version, trimmed', () => {
    expect(checkPluginUpload({ ...good, pluginName: ' wp-express-order ', version: ' 2.4.2 ' })).toEqual({ ok: true, value: { pluginName: 'wp-express-order', version: '2.4.2' } });
    expect(checkPluginUpload({ ...good, version: '3' }).ok).toBe(true);
    expect(checkPluginUpload({ ...good, file: { ...good.file, size: MAX_PLUGIN_ZIP_BYTES } }).ok).toBe(true);
  });

  it('answers the first problem in the form order', () => {
    expect(checkPluginUpload({ pluginName: '', version: '', file: undefined })).toEqual({ ok: false, error: 'no-plugin' });
    expect(checkPluginUpload({ ...good, version: '2.x' })).toEqual({ ok: false, error: 'bad-version' });
    expect(checkPluginUpload({ ...good, version: '1.2.3.4.5' })).toEqual({ ok: false, error: 'bad-version' });
    expect(checkPluginUpload({ ...good, file: undefined })).toEqual({ ok: false, error: 'no-file' });
    expect(checkPluginUpload({ ...good, file: { ...good.file, size: 0 } })).toEqual({ ok: false, error: 'empty' });
    expect(checkPluginUpload({ ...good, file: { ...good.file, size: MAX_PLUGIN_ZIP_BYTES + 1 } })).toEqual({ ok: false, error: 'too-large' });
  });

  it('refuses a file that is not a zip by its name or by its content', () => {
    expect(checkPluginUpload({ ...good, file: { ...good.file, name: 'plugin.tar.gz' } })).toEqual({ ok: false, error: 'not-zip' });
    expect(checkPluginUpload({ ...good, file: { ...good.file, firstBytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) } })).toEqual({ ok: false, error: 'not-zip' });
    expect(checkPluginUpload({ ...good, file: { ...good.file, firstBytes: new Uint8Array([0x50, 0x4b]) } })).toEqual({ ok: false, error: 'not-zip' });
  });

  it('refuses any content not starting with PK\\x03\\x04 (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 8 }), (bytes) => {
        const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
        expect(checkPluginUpload({ ...good, file: { ...good.file, firstBytes: bytes } }).ok).toBe(zip);
      }),
      { numRuns: 200 },
    );
  });
});

describe('command output', () => {
  it('keeps a short output with its line ends made \\n', () => {
    expect(commandOutputText('a\r\nb\rc\n')).toEqual({ text: 'a\nb\nc\n', cut: 0 });
  });

  it('keeps the end of a long output and says how much was cut', () => {
    expect(commandOutputText('0123456789', 4)).toEqual({ text: '6789', cut: 6 });
  });
});

describe('server restart', () => {
  it('is confirmed only by REINICIAR exactly', () => {
    expect(isRebootConfirmed('REINICIAR')).toBe(true);
    expect(isRebootConfirmed('reiniciar')).toBe(false);
    expect(isRebootConfirmed(' REINICIAR')).toBe(false);
    expect(isRebootConfirmed('')).toBe(false);
  });
});
