import { BlogPostDirectory, BlogPostDirectoryMethods, EmailDesigner, EmailDesignerMethods, SegmentDirectory, SegmentDirectoryMethods, TemplateRepository, TemplateRepositoryMethods } from '@domain/templates';
import { templatesScreens } from '@ui/templates';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/templates');

/** Campaign templates, their segments and blog posts, and the email designer. */
export const templatesContext = defineContext({
  name: 'templates',
  screens: templatesScreens,
  ports: {
    templates: port(TemplateRepository, TemplateRepositoryMethods, {
      http: ({ http, configuration }) => lazyAdapter(async () => new (await adapters()).HttpTemplateRepository(http, configuration.templateLookupPaths)),
      memory: async ({ db }) => new (await adapters()).InMemoryTemplateRepository(db),
    }),
    templateSegments: port(SegmentDirectory, SegmentDirectoryMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpSegmentDirectory(http)),
      memory: async ({ db }) => new (await adapters()).InMemorySegmentDirectory(db),
    }),
    blogPosts: port(BlogPostDirectory, BlogPostDirectoryMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpBlogPostDirectory(http)),
      memory: async ({ db }) => new (await adapters()).InMemoryBlogPostDirectory(db),
    }),
    emailDesigner: port(EmailDesigner, EmailDesignerMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).BeefreeEmailDesigner({ http })),
      memory: async () => new (await adapters()).InMemoryEmailDesigner(),
    }),
  },
});
