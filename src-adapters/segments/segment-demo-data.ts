import type { CampaignSegment, SegmentGender } from '@domain/segments';
import { demoImageUrl, type DemoCollection, type DemoDatabase } from '@adapters/demo';

/** A segment of the demo, with whether an active healthcare campaign uses it (then it can be neither edited nor deleted). */
export interface DemoSegment extends CampaignSegment {
  readonly inUse: boolean;
}

/**
 * The demo segments that active healthcare campaigns use: editing or deleting them is refused with a
 * 403, as the server does (spec 2 §6). The demo healthcare campaigns address segments 1 to 6 by id.
 */
export const IN_USE_SEGMENT_IDS: readonly string[] = ['1', '2', '3'];

const ALL: readonly SegmentGender[] = ['female', 'male', 'other'];

interface SegmentSeed {
  readonly name: string;
  readonly description: string;
  /** The file of its thumbnail under the demo images, '' for none. */
  readonly thumbnail: string;
  readonly gender: readonly SegmentGender[];
  readonly minAge: number;
  readonly maxAge: number;
  readonly createdBy: string;
  readonly editedBy: string;
}

/** Ids 1, 2, 3… in this order; 1 to 8 are the segments the demo templates are meant for. */
const SEEDS: readonly SegmentSeed[] = [
  { name: 'Mayores de 65 años', description: 'Clientes de 65 años o más', thumbnail: 'segment-mayores.svg', gender: ALL, minAge: 65, maxAge: 100, createdBy: 'backoffice', editedBy: 'backoffice' },
  { name: 'Hipertensos', description: 'Clientes con tratamiento para la tensión arterial', thumbnail: 'segment-tension.svg', gender: ALL, minAge: 40, maxAge: 100, createdBy: 'mgarcia', editedBy: 'mgarcia' },
  { name: 'Diabéticos', description: 'Clientes con tratamiento para la diabetes', thumbnail: 'segment-diabetes.svg', gender: ALL, minAge: 30, maxAge: 100, createdBy: 'backoffice', editedBy: 'mgarcia' },
  { name: 'Alérgicos', description: 'Clientes que compran antihistamínicos en primavera', thumbnail: 'segment-alergia.svg', gender: ALL, minAge: 16, maxAge: 70, createdBy: 'lfernandez', editedBy: 'lfernandez' },
  { name: 'Familias con niños', description: 'Clientes con compras de pediatría en el último año', thumbnail: 'segment-familias.svg', gender: ['female', 'male'], minAge: 25, maxAge: 55, createdBy: 'lfernandez', editedBy: 'backoffice' },
  { name: 'Mujeres de 25 a 45 años', description: 'Clientas de 25 a 45 años', thumbnail: 'segment-mujeres.svg', gender: ['female'], minAge: 25, maxAge: 45, createdBy: 'mgarcia', editedBy: 'mgarcia' },
  { name: 'Fumadores', description: 'Clientes interesados en dejar de fumar', thumbnail: 'segment-fumadores.svg', gender: ALL, minAge: 18, maxAge: 80, createdBy: 'backoffice', editedBy: 'lfernandez' },
  { name: 'Deportistas', description: 'Clientes de nutrición deportiva y fisioterapia', thumbnail: 'segment-deportistas.svg', gender: ALL, minAge: 16, maxAge: 50, createdBy: 'lfernandez', editedBy: 'lfernandez' },
  { name: 'Mayores de 75 años', description: 'Clientes de más de 75 años, para el seguimiento de la medicación', thumbnail: '', gender: ALL, minAge: 76, maxAge: 100, createdBy: 'mgarcia', editedBy: 'mgarcia' },
  { name: 'Mujeres mayores de 70 años', description: 'Clientas de más de 70 años: osteoporosis y densitometría', thumbnail: '', gender: ['female'], minAge: 71, maxAge: 100, createdBy: 'backoffice', editedBy: 'backoffice' },
  { name: 'Hombres de 40 a 60 años', description: 'Clientes de 40 a 60 años: salud cardiovascular y próstata', thumbnail: '', gender: ['male'], minAge: 40, maxAge: 60, createdBy: 'lfernandez', editedBy: 'mgarcia' },
  { name: 'Jóvenes de 16 a 25 años', description: 'Clientes jóvenes: acné, anticoncepción y protección solar', thumbnail: '', gender: ALL, minAge: 16, maxAge: 25, createdBy: 'mgarcia', editedBy: 'lfernandez' },
];

/** The demo segments, as generated (the thumbnails' addresses are those of the running page). */
export function generateSegmentDemo(): DemoSegment[] {
  return SEEDS.map((seed, index) => {
    const id = String(index + 1);
    return {
      id,
      thumbnail: seed.thumbnail === '' ? '' : demoImageUrl(seed.thumbnail),
      name: seed.name,
      description: seed.description,
      filters: { gender: [...seed.gender], minAge: seed.minAge, maxAge: seed.maxAge },
      isDeleted: false,
      createdBy: seed.createdBy,
      editedBy: seed.editedBy,
      inUse: IN_USE_SEGMENT_IDS.includes(id),
    };
  });
}

/** The segments of a demo database: generated, with the trainee's changes kept over them. */
export function segmentDemo(db: DemoDatabase): DemoCollection<DemoSegment> {
  return db.collection<DemoSegment>('segments', { version: 1, key: (segment) => segment.id, generate: () => generateSegmentDemo() });
}

/** The id the next created segment gets: one past the highest so far. */
export function nextSegmentId(segments: readonly DemoSegment[]): string {
  return String(segments.reduce((highest, segment) => Math.max(highest, Number(segment.id) || 0), 0) + 1);
}
