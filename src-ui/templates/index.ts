export { templatesScreens } from './templates.routes';
export { EmailDesignerPanel } from './email-designer-panel';
