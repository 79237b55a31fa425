import type { SegmentDirectory, TemplateSegment } from '@domain/templates';
import type { DemoDatabase } from '@adapters/demo';
import { loadTemplateDemo } from './template-demo-loader';

/** The demo's campaign segments (mayores de 65, hipertensos, diabéticos…); fault-switch operation templates.segments. */
export class InMemorySegmentDirectory implements SegmentDirectory {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async list(): Promise<readonly TemplateSegment[]> {
    await this.db.simulate('templates.segments');
    return (await loadTemplateDemo(this.db)).segments();
  }
}
