import { portMethods, token } from '@domain/shared-kernel';
import type { ExecutionMode } from './execution-mode';

/** The start-up server-info request (spec 1 §7; method and path not shown in the spec). */
export interface ServerInfoGateway {
  executionMode(): Promise<ExecutionMode>;
}

/** Token of the {@link ServerInfoGateway} port. */
export const ServerInfoGateway = token<ServerInfoGateway>('platform.ServerInfoGateway');

/** The deployed front end's version (spec 3 §7: GET /app/version.json, answer app_version). */
export interface FrontVersionGateway {
  deployedVersion(): Promise<string>;
}

/** Token of the {@link FrontVersionGateway} port. */
export const FrontVersionGateway = token<FrontVersionGateway>('platform.FrontVersionGateway');

/** Every call of the {@link ServerInfoGateway} port. */
export const ServerInfoGatewayMethods = portMethods<ServerInfoGateway>()('executionMode');

/** Every call of the {@link FrontVersionGateway} port. */
export const FrontVersionGatewayMethods = portMethods<FrontVersionGateway>()('deployedVersion');
