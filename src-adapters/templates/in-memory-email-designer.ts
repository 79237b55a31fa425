import type { EmailDesigner, EmailDesignerRequest, EmailDesignerSession } from '@domain/templates';
import type { DemoDatabase } from '@adapters/demo';

/**
 * The memory profile's email editor: the product's own block designer (text, image, button, divider and
 * spacer blocks), which needs no network. Its fault-switch operation is 'templates.designer', to walk
 * through the form with an editor that cannot be reached.
 */
export class InMemoryEmailDesigner implements EmailDesigner {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async open(request: EmailDesignerRequest): Promise<EmailDesignerSession> {
    await this.db.simulate('templates.designer');
    const { BlockEmailDesignerSessionStore } = await import('./block-email-designer-session');
    return new BlockEmailDesignerSessionStore(request);
  }
}
