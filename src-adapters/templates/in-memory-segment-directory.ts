import type { SegmentDirectory, TemplateSegment } from '@domain/templates';
import type { DemoDatabase } from '@adapters/demo';
import { loadTemplateDemo } from './template-demo-loader';

/** The demo's campaign segments (mayores de 65, hipertensos, diabéticos…). */
export class InMemorySegmentDirectory implements SegmentDirectory {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async list(): Promise<readonly TemplateSegment[]> {
    return (await loadTemplateDemo(this.db)).segments();
  }
}
