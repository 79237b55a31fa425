import { beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import type { SegmentDirectory } from '@domain/templates';
import { HttpSegmentDirectory, InMemorySegmentDirectory } from '@adapters/templates';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { fakeTemplateHandlers } from '../../support/fake-templates';
import { documentedHandler } from '../../support/documented-path';

describeContract<SegmentDirectory>(
  'SegmentDirectory',
  {
    memory: ({ db }) => new InMemorySegmentDirectory(db),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeTemplateHandlers(clock));
      return new HttpSegmentDirectory(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('lists the demo segments in name order', async () => {
      const segments = await world().port.list();
      expect(segments.map((segment) => `${segment.id} ${segment.name}`)).toEqual([
        '4 Alérgicos',
        '8 Deportistas',
        '3 Diabéticos',
        '5 Familias con niños',
        '7 Fumadores',
        '2 Hipertensos',
        '1 Mayores de 65 años',
        '6 Mujeres de 25 a 45 años',
      ]);
      expect(segments[0]).toEqual({ id: 4, name: 'Alérgicos', description: 'Clientes que compran antihistamínicos en primavera' });
    });
  },
);

describe('HttpSegmentDirectory wire format', () => {
  const world = useFakeApi();

  beforeEach(() => {
    world().fake.server.use(...fakeTemplateHandlers(world().clock));
    world().signIn(aBackofficeSession());
  });

  it('GETs /api/v2/campaignSegments with the identity headers', async () => {
    await new HttpSegmentDirectory(world().http).list();
    const calls = world().fake.requestsTo('/api/v2/campaignSegments');
    expect(calls.map((call) => `${call.method} ${call.url.search}`)).toEqual(['GET ']);
    expect(calls[0]?.headers.token).toBe('backoffice-token');
  });

  it('reads bare lists, text ids and _id, and leaves deleted segments out', async () => {
    world().fake.server.use(
      documentedHandler('templateSegments.list', FAKE_URLS.api, () =>
        HttpResponse.json([
          { _id: '12', name: 'Zeta', filters: '{}' },
          { id: 3, name: 'Alfa', description: null, isDeleted: 0 },
          { id: 4, name: 'Borrado', isDeleted: 'true' },
        ]),
      ),
    );
    expect(await new HttpSegmentDirectory(world().http).list()).toEqual([
      { id: 3, name: 'Alfa', description: '' },
      { id: 12, name: 'Zeta', description: '' },
    ]);
  });
});
