import { describe, expect, it } from 'vitest';
import { DemoDatabase } from '@adapters/demo';
import { InMemoryHealthcareCampaignGateway } from '@adapters/healthcare';
import { InMemorySegmentGateway } from '@adapters/segments';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { CONTRACT_NOW } from '../../support/contract';

/** The memory profile's healthcare campaigns and segments over one demo database, as the application has them. */
function demo() {
  const clock = new ManualClock(CONTRACT_NOW);
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  return { healthcare: new InMemoryHealthcareCampaignGateway({ db, clock }), segments: new InMemorySegmentGateway(db) };
}

const groupNames = (templates: readonly { segmentId: number; segmentName: string }[]): string[] => [...new Map(templates.map((template) => [template.segmentId, template.segmentName])).entries()].map(([id, name]) => `${id} ${name}`);

describe('the healthcare demo reads its segments from the segments screen', () => {
  it('names the active templates\' segments 1 to 6 as the segments screen does', async () => {
    const { healthcare, segments } = demo();
    const listed = new Map((await segments.list()).map((segment) => [segment.id, segment.name]));
    const templates = await healthcare.activeTemplates();
    expect(groupNames(templates)).toEqual(['1 Mayores de 65 años', '2 Hipertensos', '3 Diabéticos', '4 Alérgicos', '5 Familias con niños', '6 Mujeres de 25 a 45 años']);
    for (const template of templates) expect(template.segmentName).toBe(listed.get(String(template.segmentId)));
  });

  it('shows a segment renamed on the segments screen under its new name, in the form and to the pharmacist', async () => {
    const { healthcare, segments } = demo();
    const stored = await segments.get('5');
    await segments.update('5', { name: 'Familias con bebés', description: stored.description, thumbnail: stored.thumbnail, filters: stored.filters }, 'backoffice');
    expect(groupNames(await healthcare.activeTemplates())).toContain('5 Familias con bebés');
    const offered = await healthcare.pharmacistTemplates(1, 500);
    expect(offered.templates.filter((template) => template.segmentId === 5).map((template) => template.segmentName)).toEqual(['Familias con bebés', 'Familias con bebés']);
  });

  it('stops offering the templates of a segment deleted on the segments screen', async () => {
    const { healthcare, segments } = demo();
    await segments.delete('6');
    const templates = await healthcare.activeTemplates();
    expect(templates.some((template) => template.segmentId === 6)).toBe(false);
    expect(templates).toHaveLength(10);
    expect((await healthcare.pharmacistTemplates(1, 500)).segments.map((segment) => segment.segmentId)).toEqual([1, 2, 3, 4, 5]);
    await expect(healthcare.segmentSendCount(6, 500)).rejects.toMatchObject({ status: 404 });
  });

  it('leaves out of the healthcare segments a segment created without templates', async () => {
    const { healthcare, segments } = demo();
    await segments.create({ name: 'Celíacos', description: 'Clientes sin gluten', thumbnail: '', filters: { gender: ['female', 'male', 'other'], minAge: 18, maxAge: 90 } }, 'backoffice');
    expect((await healthcare.pharmacistTemplates(1, 500)).segments.map((segment) => segment.segmentId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(groupNames(await healthcare.activeTemplates())).not.toContain('13 Celíacos');
  });
});
