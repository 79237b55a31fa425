import { err, ok, type Result } from '@domain/shared-kernel';

/** Template types (spec 1 §2.8, §3, §9): 1 healthcare, 2 promotional. */
export type TemplateType = 1 | 2;

/** How each template type is shown (spec 1 §2.8: Sanitaria = 1, Promocional = 2). */
export const TEMPLATE_TYPE_LABELS = { 1: 'Sanitaria', 2: 'Promocional' } as const satisfies Record<TemplateType, string>;

/** The blog post a template links to unless one is chosen (spec 1 §3, §9: postID default 1). */
export const DEFAULT_POST_ID = 1;

/**
 * A campaign template (spec 1 §3 "Campaign template"). `content` and `htmlContent` are base64 on the wire;
 * here they hold the decoded editor JSON text and HTML (decoding is the adapter's job).
 */
export interface CampaignTemplate {
  /** undefined for a template not saved yet. */
  readonly id: string | undefined;
  readonly name: string;
  readonly description: string;
  readonly isHealthcare: boolean;
  readonly type: TemplateType;
  /** The email editor's design, as JSON text. */
  readonly content: string;
  readonly htmlContent: string;
  /** The segment the template is meant for; 0 for none. */
  readonly segmentId: number;
  readonly subject: string;
  /** The blog post (`postID`); 0 for none. */
  readonly postId: number;
  readonly isDeleted: boolean;
  readonly createdBy: string | undefined;
  readonly editedBy: string | undefined;
}

/**
 * The template the form starts from when the route has no id (spec 1 §2.8, §4 "Template editing"): a
 * healthcare (type 1) template with postID 1, not deleted (isDeleted 0, spec 1 §3). Not in the spec: its
 * texts are empty (the editor starts blank), segmentId is 0 and isHealthcare is true.
 */
export const DEFAULT_TEMPLATE: CampaignTemplate = {
  id: undefined,
  name: '',
  description: '',
  isHealthcare: true,
  type: 1,
  content: '',
  htmlContent: '',
  segmentId: 0,
  subject: '',
  postId: DEFAULT_POST_ID,
  isDeleted: false,
  createdBy: undefined,
  editedBy: undefined,
};

/** The address word that opens the template form on a new template (`…/saveCampaignTemplate/new`). */
export const NEW_TEMPLATE_ID = 'new';

/**
 * Whether the form edits a new template (no id: start from {@link DEFAULT_TEMPLATE}) rather than load one
 * (spec 1 §2.8). Not in the spec: an id of only white space counts as none, and so does the word 'new'
 * ({@link NEW_TEMPLATE_ID}, any case), which the list's create button links to.
 */
export function isNewTemplateId(id: string | undefined): boolean {
  return id === undefined || id.trim() === '' || id.trim().toLowerCase() === NEW_TEMPLATE_ID;
}

/**
 * The template with another type (spec 1 §2.8, §3: type 1 Sanitaria is the healthcare template, so
 * `isHealthcare` follows the type). Segment and blog post are kept while editing, so switching back
 * loses nothing; {@link templateForSave} clears them for a type 2 template.
 */
export function withTemplateType(template: CampaignTemplate, type: TemplateType): CampaignTemplate {
  return { ...template, type, isHealthcare: type === 1 };
}

/** Whether the form asks for a segment and a blog post: only type 1 templates keep them (spec 1 §5). */
export function templateUsesSegmentAndPost(type: TemplateType): boolean {
  return type === 1;
}

/** A field the save rule requires (spec 1 §5: name, description and content). */
export type TemplateRequiredField = 'name' | 'description' | 'content';

/**
 * The required fields that are still empty (spec 1 §5), in form order, so the form can mark each one.
 * Not in the spec: white space alone counts as empty.
 */
export function emptyTemplateFields(template: CampaignTemplate): TemplateRequiredField[] {
  return (['name', 'description', 'content'] as const).filter((field) => template[field].trim() === '');
}

/** Why a template cannot be saved (spec 1 §5). */
export type TemplateSaveError = 'FIELDS_EMPTY';

/**
 * The template as it is saved (spec 1 §5): name, description and content must not be empty, else
 * FIELDS_EMPTY; a type 2 (promotional) template has segmentId and postID set to 0.
 * Not in the spec: white space alone counts as empty.
 */
export function templateForSave(template: CampaignTemplate): Result<CampaignTemplate, TemplateSaveError> {
  if (emptyTemplateFields(template).length > 0) return err('FIELDS_EMPTY');
  return ok(template.type === 2 ? { ...template, segmentId: 0, postId: 0 } : template);
}

/**
 * The template as a create or an update sends it (spec 1 §3 createdBy, editedBy): a new template is
 * created and edited by `author`; an update keeps who created it and records `author` as its editor.
 * Not in the spec: the author is the signed-in user's login name.
 */
export function stampTemplateAuthor(template: CampaignTemplate, operation: 'create' | 'update', author: string): CampaignTemplate {
  return operation === 'create' ? { ...template, createdBy: author, editedBy: author } : { ...template, createdBy: template.createdBy ?? author, editedBy: author };
}

/** The templates a list shows: deleted ones (isDeleted, spec 1 §3) are left out. */
export function listedTemplates<T extends Pick<CampaignTemplate, 'isDeleted'>>(templates: readonly T[]): T[] {
  return templates.filter((template) => !template.isDeleted);
}
