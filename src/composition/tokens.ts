import { token } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import type { HttpClient, KeyValueStorage, ServiceTokens } from '@adapters/shared';
import type { Configuration } from '../config';
import type { RuntimeEnvironment } from './runtime-environment';

/** Tokens of the composition root's own services (not domain ports). */
export const AppConfiguration = token<Configuration>('app.Configuration');
export const LocalStorageToken = token<KeyValueStorage>('app.LocalStorage');
export const TabStorageToken = token<KeyValueStorage>('app.TabStorage');
export const HttpClientToken = token<HttpClient>('app.HttpClient');
export const ServiceTokensToken = token<ServiceTokens>('app.ServiceTokens');
export const DemoDatabaseToken = token<DemoDatabase>('app.DemoDatabase');
export const RuntimeEnvironmentToken = token<RuntimeEnvironment>('app.RuntimeEnvironment');
