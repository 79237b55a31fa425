import { expect, it } from 'vitest';
import type { PharmacyMap } from '@domain/pharmacy-wizard';
import { OfflinePharmacyMap } from '@adapters/pharmacy-wizard';
import { describeContract } from '../../support/contract';

// Both profiles use the offline map (ADR 37): the spec names no maps provider.
describeContract<PharmacyMap>('PharmacyMap', { memory: () => new OfflinePharmacyMap(), http: () => new OfflinePharmacyMap() }, (world) => {
  it("draws Spain's province capitals from north to south", async () => {
    const places = await world().port.places();
    expect(places).toHaveLength(54);
    expect(places[0]?.name).toBe('A Coruña');
    expect(places.find((place) => place.name === 'Madrid')?.point).toEqual({ latitude: 40.4168, longitude: -3.7038 });
  });

  it('finds the town or province an address names, whatever its accents and case', async () => {
    expect(await world().port.locate('Calle Mayor 12, 28013 MADRID')).toEqual({ latitude: 40.4168, longitude: -3.7038 });
    expect(await world().port.locate('Avenida de la Constitución, Sevilla')).toEqual({ latitude: 37.3891, longitude: -5.9845 });
    expect(await world().port.locate('Rúa Nova, Santiago de Compostela, A Coruña')).toEqual({ latitude: 42.8782, longitude: -8.5448 });
    expect(await world().port.locate('Plaza Mayor, leon')).toEqual({ latitude: 42.5987, longitude: -5.5671 });
  });

  it('finds nothing for an empty or unknown address', async () => {
    expect(await world().port.locate('   ')).toBeUndefined();
    expect(await world().port.locate('Atlántida')).toBeUndefined();
  });
});
