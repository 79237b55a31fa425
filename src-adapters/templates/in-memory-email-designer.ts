import type { EmailDesigner, EmailDesignerRequest, EmailDesignerSession } from '@domain/templates';

/**
 * The memory profile's email editor: the product's own block designer (text, image, button, divider and
 * spacer blocks), which needs no network. Its fault-switch operation 'emailDesigner.open' walks through
 * the form with an editor that cannot be reached.
 */
export class InMemoryEmailDesigner implements EmailDesigner {
  async open(request: EmailDesignerRequest): Promise<EmailDesignerSession> {
    const { BlockEmailDesignerSessionStore } = await import('./block-email-designer-session');
    return new BlockEmailDesignerSessionStore(request);
  }
}
