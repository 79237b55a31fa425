export {
  DEFAULT_POST_ID,
  DEFAULT_TEMPLATE,
  NEW_TEMPLATE_ID,
  TEMPLATE_TYPE_LABELS,
  emptyTemplateFields,
  isNewTemplateId,
  listedTemplates,
  stampTemplateAuthor,
  templateForSave,
  templateUsesSegmentAndPost,
  withTemplateType,
} from './campaign-template';
export type { CampaignTemplate, TemplateRequiredField, TemplateSaveError, TemplateType } from './campaign-template';
export { editAllowedAfterPermissionFailure,
  permissionRefusalMessage, templateFailureMessage, templateSuccessMessage } from './template-messages';
export type { TemplateMessageCode, TemplateOperation } from './template-messages';
export { DEFAULT_TEMPLATE_SORT, searchTemplates, sortTemplates, templateListFileName, templateSortFromQuery } from './template-search';
export type { TemplateSort, TemplateSortColumn, TemplateSummary } from './template-search';
export {
  EMAIL_ALIGNMENTS,
  EMAIL_BLOCK_KINDS,
  EMAIL_BUTTON_COLORS,
  EMAIL_DOCUMENT_FORMAT,
  EMAIL_MESSAGE_WIDTH,
  EMAIL_SPACER_HEIGHT,
  EMAIL_TEXT_STYLES,
  EMPTY_EMAIL_DOCUMENT,
  EMPTY_EMAIL_HEADER_DOCUMENT,
  clampSpacerHeight,
  editEmailDocument,
  emailDocumentOf,
  emailMessageWidth,
  newEmailBlock,
  parseEmailDocument,
  serializeEmailDocument,
} from './email-blocks';
export type {
  EmailAlign,
  EmailBlock,
  EmailBlockChanges,
  EmailBlockEdit,
  EmailBlockKind,
  EmailButtonBlock,
  EmailButtonColor,
  EmailDividerBlock,
  EmailDocument,
  EmailDocumentError,
  EmailImageBlock,
  EmailSpacerBlock,
  EmailTextBlock,
  EmailTextStyle,
} from './email-blocks';
export { EMAIL_WIDTH, EMPTY_EMAIL_DESIGN, emailBlockProblems, emailDesignOf, escapeHtml, renderEmailHtml, safeEmailImage, safeEmailLink } from './email-html';
export type { EmailBlockProblem, EmailDesign } from './email-html';
export { BLOG_MAX_PAGES, BLOG_PAGE_SIZE, blogTitleText, hasNextBlogPage, sortBlogPosts } from './blog-post';
export type { BlogPost } from './blog-post';
export { sortSegments } from './template-segment';
export type { TemplateSegment } from './template-segment';
export { TemplateRepository, TemplateRepositoryMethods } from './template-repository.port';
export { SegmentDirectory, SegmentDirectoryMethods } from './segment-directory.port';
export { BlogPostDirectory, BlogPostDirectoryMethods } from './blog-post-directory.port';
export { EmailDesigner, EmailDesignerMethods } from './email-designer.port';
export type {
  BlockDesignerSnapshot,
  BlockEmailDesignerSession,
  EmailDesignerRequest,
  EmailDesignerSaveRequest,
  EmailDesignerSession,
  EmbeddedEmailDesignerSession,
} from './email-designer.port';
export { TEMPLATE_SORT_COLUMNS } from './template-sort-columns';
export { templateChangedSince } from './template-conflict';
export { EMAIL_PREVIEW_MAX_LENGTH, tooLargeToPreview } from './email-preview';
