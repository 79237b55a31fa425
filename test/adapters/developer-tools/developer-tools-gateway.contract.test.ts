import { beforeEach, expect, it } from 'vitest';
import type { DeveloperToolsGateway } from '@domain/developer-tools';
import { DEMO_COMMANDS, DEMO_SCRIPTS, HttpDeveloperToolsGateway, InMemoryDeveloperToolsGateway } from '@adapters/developer-tools';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract } from '../../support/contract';
import { fakeAdminBackends, fakeDeveloperToolsHandlers } from '../../support/fake-admin-tools';
import { failure } from '../../support/failure';

const HOUR = 3_600_000;
const zip = (): Blob => new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], { type: 'application/zip' });

describeContract<DeveloperToolsGateway>(
  'DeveloperToolsGateway',
  {
    memory: ({ db, clock }) => new InMemoryDeveloperToolsGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeDeveloperToolsHandlers(fakeAdminBackends(clock)));
      return new HttpDeveloperToolsGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('reads the setup information, with the uptime on the clock', async () => {
      const info = await world().port.setupInfo();
      expect(info.map((entry) => entry.key)).toEqual(['server', 'environment', 'node', 'database', 'startedAt', 'uptime']);
      expect(info.find((entry) => entry.key === 'uptime')?.value).toBe('3 d 5 h 0 min');
    });

    it('lists the commands and runs one, answering its output', async () => {
      expect(await world().port.commands()).toEqual([...DEMO_COMMANDS]);
      const output = await world().port.runCommand('status');
      expect(output.split('\n')).toContain('Tiempo activo: 3 d 5 h 0 min');
      const logs = await world().port.runCommand('logs');
      expect(logs.split('\n')).toHaveLength(400);
    });

    it('refuses a command the server does not run (400)', async () => {
      expect(await failure(world().port.runCommand('rm -rf /'))).toMatchObject({ status: 400 });
    });

    it('restarts the server: its uptime starts again', async () => {
      const { port, clock } = world();
      await port.restartServer();
      clock.advance(2 * HOUR);
      expect((await port.setupInfo()).find((entry) => entry.key === 'uptime')?.value).toBe('0 d 2 h 0 min');
    });

    it('reads a plugin version, publishes a new one and refuses an unknown plugin (404)', async () => {
      const { port } = world();
      expect(await port.pluginVersion('wp-express-order')).toBe('2.4.1');
      await port.uploadPluginVersion({ pluginName: 'wp-express-order', version: '2.5.0', file: zip(), fileName: 'wp-express-order.zip' });
      expect(await port.pluginVersion('wp-express-order')).toBe('2.5.0');
      expect(await port.pluginVersion('farmacias-sync')).toBe('1.12.0');
      expect(await failure(port.pluginVersion('nope'))).toMatchObject({ status: 404 });
      expect(await failure(port.uploadPluginVersion({ pluginName: 'nope', version: '1.0', file: zip(), fileName: 'nope.zip' }))).toMatchObject({ status: 404 });
    });

    it('lists the scripts and reads what one says of itself', async () => {
      const { port } = world();
      expect(await port.scripts()).toEqual(Object.keys(DEMO_SCRIPTS));
      expect(await port.scriptInfo('rotate-logs.sh')).toEqual({ name: 'rotate-logs.sh', info: DEMO_SCRIPTS['rotate-logs.sh'] });
      expect(await failure(port.scriptInfo('nope.sh'))).toMatchObject({ status: 404 });
    });
  },
);
