import { clientQueryRunner, type ClientQueryRunner } from './client-query-runner';

let shared: ClientQueryRunner | undefined;

/**
 * The page's one runner of tasks on the demo clients, created on first use: the client directory and
 * the saved segmentations' counts share it, so the pharmacy's clients are generated (and kept) in one
 * worker only.
 */
export function sharedClientQueryRunner(): ClientQueryRunner {
  shared ??= clientQueryRunner();
  return shared;
}
