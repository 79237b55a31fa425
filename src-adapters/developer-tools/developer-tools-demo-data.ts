import { DEVELOPER_PLUGINS } from '@domain/developer-tools';
import type { DemoCollection, DemoDatabase, DemoGenerationContext } from '@adapters/demo';

const DAY = 86_400_000;

/** A plugin's published version in the demo, with when it was uploaded. */
export interface DemoPluginVersion {
  readonly name: string;
  readonly version: string;
  readonly uploadedAt: number;
  readonly size?: number;
}

/** When the demo server last started. */
export interface DemoServerStart {
  readonly id: 'server';
  readonly at: number;
}

const VERSIONS: Readonly<Record<string, string>> = { 'wp-express-order': '2.4.1', 'farmacias-sync': '1.12.0', 'farmacias-theme-tools': '0.9.3' };

/** The demo's plugin versions, uploaded in the weeks before the data set's "now". */
export function demoPluginVersions(db: DemoDatabase): DemoCollection<DemoPluginVersion> {
  return db.collection<DemoPluginVersion>('developer-tools.plugins', {
    version: 1,
    key: (plugin) => plugin.name,
    generate: ({ now }: DemoGenerationContext) => DEVELOPER_PLUGINS.map((name, index) => ({ name, version: VERSIONS[name] ?? '1.0.0', uploadedAt: now - (index + 1) * 9 * DAY })),
  });
}

/** The demo server's last start: three days and a bit before the data set's "now". */
export function demoServerStart(db: DemoDatabase): DemoCollection<DemoServerStart> {
  return db.collection<DemoServerStart>('developer-tools.server', { version: 1, key: (start) => start.id, generate: ({ now }) => [{ id: 'server', at: now - 3 * DAY - 5 * 3_600_000 }] });
}

/** The scripts of the demo server and what each says of itself. */
export const DEMO_SCRIPTS: Readonly<Record<string, string>> = {
  'rebuild-cache.sh': 'Regenera la caché de informes de todas las farmacias.\nUso: rebuild-cache.sh [--eid EID] [--month YYYY-MM]\nDuración aproximada: 20 min.',
  'rotate-logs.sh': 'Comprime y archiva los registros de más de 7 días.\nUso: rotate-logs.sh [--keep DÍAS]',
  'sync-all-shops.py': 'Fuerza la sincronización de catálogo de todas las tiendas en línea.\nUso: sync-all-shops.py [--dry-run]\nLanza un trabajo SHOP_SYNC por tienda.',
  'cleanup-jobs.py': 'Borra los trabajos DONE de más de 90 días.\nUso: cleanup-jobs.py [--days 90]',
};

/** The commands of the demo server (GET /api/v2/setup/cmd/functionList). */
export const DEMO_COMMANDS = ['status', 'pm2 list', 'disk usage', 'logs', 'clear cache'] as const;

const pad = (text: string, width: number): string => text.padEnd(width, ' ');

/** How long the server has been up, as a command writes it. */
export function uptimeText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h ${minutes % 60} min`;
}

/** What a demo command prints at `now` with the server started at `startedAt`; undefined for an unknown command. */
export function demoCommandOutput(command: string, now: number, startedAt: number): string | undefined {
  const iso = (at: number) => new Date(at).toISOString();
  switch (command) {
    case 'status':
      return [`Servidor: api-01.farmacias.internal`, `Estado: activo`, `En marcha desde: ${iso(startedAt)}`, `Tiempo activo: ${uptimeText(now - startedAt)}`, `Node: v22.11.0`, `Entorno: preproduction`].join('\n');
    case 'pm2 list':
      return [
        `${pad('id', 4)}${pad('name', 18)}${pad('status', 10)}${pad('restarts', 10)}memory`,
        `${pad('0', 4)}${pad('api', 18)}${pad('online', 10)}${pad('0', 10)}212.4mb`,
        `${pad('1', 4)}${pad('jobs-worker', 18)}${pad('online', 10)}${pad('2', 10)}148.9mb`,
        `${pad('2', 4)}${pad('pion-scheduler', 18)}${pad('online', 10)}${pad('0', 10)}64.1mb`,
      ].join('\n');
    case 'disk usage':
      return ['Filesystem      Size  Used Avail Use% Mounted on', '/dev/sda1        80G   51G   29G  64% /', '/dev/sdb1       500G  318G  182G  64% /data'].join('\n');
    case 'logs':
      return Array.from({ length: 400 }, (_, index) => {
        const at = now - (400 - index) * 15_000;
        const level = index % 37 === 0 ? 'WARN ' : 'INFO ';
        return `${iso(at)} ${level} [api] GET /api/v2/entities/${1000 + (index % 48)} 200 ${(index * 7) % 180 + 12} ms`;
      }).join('\n');
    case 'clear cache':
      return `Caché vaciada a las ${iso(now)}: 1284 claves eliminadas.`;
    default:
      return undefined;
  }
}
