import { JobGateway, JobGatewayMethods } from '@domain/jobs';
import { jobsScreens } from '@ui/jobs';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/jobs');

/** The job monitor: the background jobs of every kind, searched, read, reset and deleted (spec 3 §2, §7 "Jobs"). */
export const jobsContext = defineContext({
  name: 'jobs',
  screens: jobsScreens,
  ports: {
    jobs: port(JobGateway, JobGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpJobGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryJobGateway({ db, clock }),
    }),
  },
});
