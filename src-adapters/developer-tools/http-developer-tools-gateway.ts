import * as v from 'valibot';
import type { DeveloperToolsGateway, NewPluginVersion, ScriptInfo, SetupEntry } from '@domain/developer-tools';
import { blobOf, type ApiCall, type HttpClient } from '@adapters/shared';
import { anyScriptInfoAnswer, commandOutputAnswer, doCmdBody, namesAnswer, pluginVersionAnswer, scriptInfoAnswer, setupInfoAnswer } from './developer-tools.dto';

/** Any answer: a `success: false` one is still refused by the transport. */
const acknowledged = v.unknown();

/** POST /api/v1/wp/new-version's multipart fields. */
const uploadBody = v.object({ file: v.blob(), version: v.string(), plugin_name: v.string() });

const segment = (value: string): string => encodeURIComponent(value);

/** A restart or a command may take a while (not in the spec). */
const SLOW_CALL_MS = 120_000;

/** The server and developer tools calls over HTTP (spec 3 §7 "Server and developer tools"), on the main API. */
export class HttpDeveloperToolsGateway implements DeveloperToolsGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  setupInfo(): Promise<readonly SetupEntry[]> {
    return this.http.send({ method: 'GET', path: '/api/v2/setup/getSetupInfo', schema: setupInfoAnswer });
  }

  commands(): Promise<readonly string[]> {
    return this.http.send({ method: 'GET', path: '/api/v2/setup/cmd/functionList', schema: namesAnswer });
  }

  runCommand(command: string): Promise<string> {
    return this.http.send({ method: 'POST', path: '/api/v2/setup/cmd/doCmd', body: { command }, schema: commandOutputAnswer, timeoutMs: SLOW_CALL_MS });
  }

  async restartServer(): Promise<void> {
    await this.http.send({ method: 'GET', path: '/api/v2/setup/restartServer', schema: acknowledged, timeoutMs: SLOW_CALL_MS });
  }

  pluginVersion(name: string): Promise<string> {
    return this.http.send({ method: 'GET', path: `/api/v1/plugin-version/${segment(name)}`, schema: pluginVersionAnswer });
  }

  async uploadPluginVersion(upload: NewPluginVersion): Promise<void> {
    const form = new FormData();
    form.append('file', await blobOf(upload.file, 'application/zip'), upload.fileName);
    form.append('version', upload.version);
    form.append('plugin_name', upload.pluginName);
    await this.http.send({ method: 'POST', path: '/api/v1/wp/new-version', body: form, schema: acknowledged, timeoutMs: SLOW_CALL_MS });
  }

  scripts(): Promise<readonly string[]> {
    return this.http.send({ method: 'GET', path: '/api/v2/scripts/list', schema: namesAnswer });
  }

  scriptInfo(script: string): Promise<ScriptInfo> {
    return this.http.send({ method: 'GET', path: `/api/v2/scripts/info/${segment(script)}`, schema: scriptInfoAnswer(script) });
  }
}

/** The developer tools' calls, for the API documents (docs/api/). */
export const developerToolsApiCalls: readonly ApiCall[] = [
  { name: 'developerTools.setupInfo', service: 'api', method: 'GET', path: '/api/v2/setup/getSetupInfo', summary: "The server's setup information", response: setupInfoAnswer },
  { name: 'developerTools.commands', service: 'api', method: 'GET', path: '/api/v2/setup/cmd/functionList', summary: 'The commands the server runs', response: namesAnswer },
  { name: 'developerTools.runCommand', service: 'api', method: 'POST', path: '/api/v2/setup/cmd/doCmd', summary: 'Runs a command and answers its output', request: doCmdBody, response: commandOutputAnswer },
  { name: 'developerTools.restartServer', service: 'api', method: 'GET', path: '/api/v2/setup/restartServer', summary: 'Restarts the server (after the typed word REINICIAR)', response: acknowledged },
  { name: 'developerTools.pluginVersion', service: 'api', method: 'GET', path: '/api/v1/plugin-version/{name}', summary: "A plugin's published version", response: pluginVersionAnswer },
  { name: 'developerTools.uploadPluginVersion', service: 'api', method: 'POST', path: '/api/v1/wp/new-version', summary: 'Publishes a new plugin version (multipart: file, version, plugin_name)', multipart: true, request: uploadBody, response: acknowledged },
  { name: 'developerTools.scripts', service: 'api', method: 'GET', path: '/api/v2/scripts/list', summary: "The server's scripts", response: namesAnswer },
  { name: 'developerTools.scriptInfo', service: 'api', method: 'GET', path: '/api/v2/scripts/info/{script}', summary: 'What a script says of itself', response: anyScriptInfoAnswer },
];
