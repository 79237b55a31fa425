import * as v from 'valibot';
import { nonBlankText, optionalParam, searchValidator } from '../shared/table-search';

/** The developer tools' sections. */
export const DEVELOPER_TABS = ['server', 'commands', 'plugins', 'scripts'] as const;

/** The developer tools' address: the section open, the command chosen and the script read. */
export const validateDeveloperToolsSearch = searchValidator({
  tab: optionalParam(v.picklist(DEVELOPER_TABS)),
  command: optionalParam(nonBlankText),
  script: optionalParam(nonBlankText),
});

/** The developer tools' address parameters. */
export type DeveloperToolsSearch = ReturnType<typeof validateDeveloperToolsSearch>;
