import { SpreadsheetReader, SpreadsheetReaderMethods } from '@domain/client-files';
import { clientFilesScreens } from '@ui/client-files';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/client-files');

/**
 * Client files: reading the first sheet of an .xls or .xlsx file, in a Web Worker. The reader is local
 * (no server), so both profiles use the same adapter, fetched on the first reading; the memory profile
 * still passes it through the simulated latency and the fault switch (`spreadsheets.read`), like every
 * port, but it needs none of the demo data set.
 */
export const clientFilesContext = defineContext({
  name: 'client-files',
  screens: clientFilesScreens,
  ports: {
    spreadsheets: port(SpreadsheetReader, SpreadsheetReaderMethods, {
      http: () => lazyAdapter(async () => new (await adapters()).WorkerSpreadsheetReader()),
      memory: async () => new (await adapters()).WorkerSpreadsheetReader(),
      demoData: false,
    }),
  },
});
