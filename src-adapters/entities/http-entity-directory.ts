import type { EntityDetails, EntityDirectory, EntityListRow } from '@domain/entities';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { entityListAnswer, entityRowFromDto } from './entity-list.dto';
import { entityDetailsAnswer, entityDetailsFromDto } from './report-jobs.dto';

/** The entity list over HTTP: GET /api/v1/entities/extendedlist (spec 3 §7). */
export class HttpEntityDirectory implements EntityDirectory {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(): Promise<readonly EntityListRow[]> {
    const answer = await this.http.send({ method: 'GET', path: '/api/v1/entities/extendedlist', schema: entityListAnswer });
    return (Array.isArray(answer) ? answer : answer.data).map(entityRowFromDto);
  }

  async details(): Promise<readonly EntityDetails[]> {
    const answer = await this.http.send({ method: 'GET', path: '/api/v2/dashboard/entities', schema: entityDetailsAnswer });
    return (Array.isArray(answer) ? answer : answer.data).map(entityDetailsFromDto);
  }
}

/** The entity list's call, for the API documents (docs/api/). */
export const entityDirectoryApiCalls: readonly ApiCall[] = [
  {
    name: 'entities.list',
    service: 'api',
    method: 'GET',
    path: '/api/v1/entities/extendedlist',
    summary: 'Every pharmacy with its contact, group, ERP and last uploads, for the back office (spec 3 §7)',
    response: entityListAnswer,
  },
  {
    name: 'entities.details',
    service: 'api',
    method: 'GET',
    path: '/api/v2/dashboard/entities',
    summary: "Every pharmacy's sign-up form status, commercial, administrative contact and contact e-mail, for the back office (spec 3 §7)",
    response: entityDetailsAnswer,
  },
];
