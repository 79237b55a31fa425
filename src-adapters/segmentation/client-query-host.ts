import type { Page, PageRequest } from '@domain/shared-kernel';
import type { ClientQuery, ClientRow } from '@domain/segmentation';
import { searchClientTable } from './client-query';
import { generateClientTable, type DemoClientTable } from './demo-clients';

/** A search of the demo clients, as it crosses to the worker. */
export interface ClientQueryMessage {
  readonly id: number;
  readonly seed: number;
  readonly anchor: number;
  readonly eid: number;
  readonly request: PageRequest<ClientQuery>;
}

/** The worker's answer to the message of the same id. */
export type ClientQueryAnswer = { readonly id: number; readonly page: Page<ClientRow> } | { readonly id: number; readonly error: string };

/** The last pharmacy's clients: a trainee works in one pharmacy at a time. */
let cached: { readonly key: string; readonly table: DemoClientTable } | undefined;

/** Answers a search, generating the pharmacy's clients the first time they are asked for. */
export function answerClientQuery(message: Omit<ClientQueryMessage, 'id'>): Page<ClientRow> {
  const key = `${message.seed}:${message.anchor}:${message.eid}`;
  if (cached?.key !== key) cached = { key, table: generateClientTable({ seed: message.seed, anchor: message.anchor, eid: message.eid }) };
  return searchClientTable(cached.table, message.request);
}
