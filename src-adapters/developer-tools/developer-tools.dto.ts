import * as v from 'valibot';
import type { ScriptInfo, SetupEntry } from '@domain/developer-tools';
import { envelope } from '@adapters/shared';

/** A value of the setup information as text: text as it is, anything else as its JSON. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** GET /api/v2/setup/getSetupInfo: an object whose fields are not shown; each becomes a line. */
export const setupInfoAnswer = v.pipe(
  envelope(v.record(v.string(), v.unknown())),
  v.transform((data): SetupEntry[] => Object.entries(data).map(([key, value]) => ({ key, value: asText(value) }))),
);

/** A name, or an object with a name. */
const named = v.union([v.string(), v.pipe(v.object({ name: v.string() }), v.transform((entry) => entry.name))]);

/** GET /api/v2/setup/cmd/functionList and GET /api/v2/scripts/list. */
export const namesAnswer = envelope(v.array(named));

/** POST /api/v2/setup/cmd/doCmd body. */
export const doCmdBody = v.object({ command: v.string() });

/** The output of a command: text, an object with `output`, or anything else as its JSON. */
export const commandOutputAnswer = envelope(
  v.pipe(
    v.unknown(),
    v.transform((data) => (typeof data === 'string' ? data : typeof data === 'object' && data !== null && 'output' in data && typeof data.output === 'string' ? data.output : asText(data))),
  ),
);

/** GET /api/v1/plugin-version/{name}: the version as text, or an object with `version`. */
export const pluginVersionAnswer = envelope(v.union([v.string(), v.pipe(v.object({ version: v.string() }), v.transform((entry) => entry.version))]));

/** GET /api/v2/scripts/info/{script}: text, or anything else as its JSON. */
export const scriptInfoAnswer = (script: string) => envelope(v.pipe(v.unknown(), v.transform((data): ScriptInfo => ({ name: script, info: asText(data) }))));

/** The same schema for the API documents. */
export const anyScriptInfoAnswer = scriptInfoAnswer('{script}');
