import * as v from 'valibot';
import { ApiError } from '@domain/shared-kernel';
import type { PluginUpdateResult, VirtualHost, WordPressGateway, WordPressPlugin } from '@domain/web';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { pluginListOutput, pluginUpdateOutput, vhostsAnswer, wpCommandAnswer, wpCommandBody } from './web.dto';

/** An output that is not the JSON the command promises. */
const badOutput = (): ApiError => new ApiError('bad-response', 200, 'La respuesta del servidor no es válida');

/** Reads the first output of a WordPress command as JSON of `schema`. */
function readOutput<T>(answer: v.InferOutput<typeof wpCommandAnswer>, schema: v.GenericSchema<unknown, T>): T {
  const output = answer[0]?.output;
  const text = Array.isArray(output) ? output[0] : output;
  if (text === undefined) throw badOutput();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badOutput();
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) throw badOutput();
  return parsed.output;
}

/** The WordPress manager's calls over HTTP (spec 3 §7 "WordPress and web tools"). */
export class HttpWordPressGateway implements WordPressGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async virtualHosts(): Promise<readonly VirtualHost[]> {
    return this.http.send({ method: 'GET', path: '/api/v1/wp/vhosts', schema: vhostsAnswer });
  }

  async plugins(vhost: VirtualHost): Promise<readonly WordPressPlugin[]> {
    const answer = await this.command(vhost, 'list');
    return readOutput(answer, pluginListOutput);
  }

  async updatePlugin(vhost: VirtualHost, plugin: WordPressPlugin): Promise<PluginUpdateResult> {
    const answer = await this.command(vhost, 'update', plugin.name);
    const rows = readOutput(answer, pluginUpdateOutput);
    const row = rows.find((candidate) => candidate.name === plugin.name);
    return { name: plugin.name, oldVersion: row?.old_version || plugin.version, newVersion: row?.new_version ?? '' };
  }

  private command(vhost: VirtualHost, subcommand: 'list' | 'update', item?: string) {
    const action = { command: 'plugin' as const, subcommand, path: vhost.path, ...(item === undefined ? {} : { item }) };
    return this.http.send({ method: 'POST', path: '/api/v1/wp', body: [{ server: vhost.server, vhost: vhost.domain, actions: [action] }], schema: wpCommandAnswer });
  }
}

/** The WordPress manager's calls, for the API documents (docs/api/). */
export const wordPressApiCalls: readonly ApiCall[] = [
  { name: 'wordpress.virtualHosts', service: 'api', method: 'GET', path: '/api/v1/wp/vhosts', summary: 'The virtual hosts of every WordPress server (spec 3 §7)', response: vhostsAnswer },
  {
    name: 'wordpress.command',
    service: 'api',
    method: 'POST',
    path: '/api/v1/wp',
    summary: "Runs WordPress commands on hosts: a host's plugin list, or a plugin's update; each output is JSON text (spec 3 §7)",
    request: wpCommandBody,
    response: wpCommandAnswer,
  },
];
