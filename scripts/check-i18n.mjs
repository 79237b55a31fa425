// Translation completeness: extracts the messages from the source, then fails when any message lacks
// its Spanish or English text, listing them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

let missing = 0;
for (const locale of ['es', 'en']) {
  const untranslated = entries(`src-ui/locales/${locale}/messages.po`).filter((entry) => entry.text.trim() === '');
  for (const entry of untranslated) console.error(`[${locale}] falta la traducción de: ${JSON.stringify(entry.id)}`);
  missing += untranslated.length;
}
if (missing > 0) {
  console.error(`\n${missing} mensajes sin traducir. Completa src-ui/locales/*/messages.po y ejecuta npm run i18n:compile.`);
  process.exit(1);
}
console.log(`Traducciones completas: ${entries('src-ui/locales/es/messages.po').length} mensajes en español e inglés.`);
