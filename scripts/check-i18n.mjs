// Translation completeness: extracts the messages from the source, then fails when any message lacks
// its Spanish or English text, listing them.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

/** The entries of a .po file as { id, text } (obsolete entries, marked #~, are ignored). */
function entries(path) {
  const result = [];
  let current;
  let field;
  const unquote = (line) => JSON.parse(line.slice(line.indexOf('"')));
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      current = { id: unquote(line), text: '' };
      result.push(current);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      if (current) current.text = unquote(line);
      field = 'text';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else if (line === '') {
      field = undefined;
    }
  }
  return result.filter((entry) => entry.id !== '');
}

/** The catalogue files of a language: the core one and one per screen area. */
function catalogues(locale) {
  const screens = `src-ui/locales/${locale}/screens`;
  const areas = existsSync(screens) ? readdirSync(screens).filter((name) => name.endsWith('.po')).sort() : [];
  return [`src-ui/locales/${locale}/messages.po`, ...areas.map((name) => `${screens}/${name}`)];
}

let missing = 0;
for (const locale of ['es', 'en']) {
  for (const file of catalogues(locale)) {
    const untranslated = entries(file).filter((entry) => entry.text.trim() === '');
    for (const entry of untranslated) console.error(`[${file}] falta la traducción de: ${JSON.stringify(entry.id)}`);
    missing += untranslated.length;
  }
}
if (missing > 0) {
  console.error(`\n${missing} mensajes sin traducir. Completa src-ui/locales/**/*.po y ejecuta npm run i18n:compile.`);
  process.exit(1);
}
const total = catalogues('es').reduce((sum, file) => sum + entries(file).length, 0);
console.log(`Traducciones completas: ${total} mensajes en español e inglés, en ${catalogues('es').length} catálogos.`);
