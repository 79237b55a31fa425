import * as v from 'valibot';
import type { Job, JobFieldValues, JobGateway, JobResetTarget, JobSearchQuery } from '@domain/jobs';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { fieldValuesAnswer, jobAnswer, jobListAnswer, jobSearchBody, jobSearchToDto } from './jobs.dto';

const segment = (value: string): string => encodeURIComponent(value);

/** Any answer: a `success: false` one is still refused by the transport. */
const acknowledged = v.unknown();

/** The job calls over HTTP (spec 3 §7 "Jobs"), on the main API. */
export class HttpJobGateway implements JobGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  search(query: JobSearchQuery): Promise<readonly Job[]> {
    return this.http.send({ method: 'POST', path: '/api/v1/job/search', body: jobSearchToDto(query), schema: jobListAnswer });
  }

  get(id: string): Promise<Job> {
    return this.http.send({ method: 'GET', path: `/api/v1/job/${segment(id)}`, schema: jobAnswer });
  }

  async setStatus(id: string, status: JobResetTarget, author: string): Promise<void> {
    await this.http.send({ method: 'PUT', path: `/api/v1/job/${segment(id)}/status/${status}/author/${segment(author)}`, schema: acknowledged });
  }

  async delete(id: string, author: string): Promise<void> {
    await this.http.send({ method: 'DELETE', path: `/api/v1/job/${segment(id)}/author/${segment(author)}`, schema: acknowledged });
  }

  fieldValues(): Promise<JobFieldValues> {
    return this.http.send({ method: 'GET', path: '/api/v1/jobs/getJobFieldValues', schema: fieldValuesAnswer });
  }
}

/** The job calls, for the API documents (docs/api/). */
export const jobApiCalls: readonly ApiCall[] = [
  { name: 'jobs.search', service: 'api', method: 'POST', path: '/api/v1/job/search', summary: 'Searches the jobs, at most 200 (spec 3 §7 "Jobs")', request: jobSearchBody, response: jobListAnswer },
  { name: 'jobs.get', service: 'api', method: 'GET', path: '/api/v1/job/{id}', summary: 'One job with its info', response: jobAnswer },
  { name: 'jobs.setStatus', service: 'api', method: 'PUT', path: '/api/v1/job/{id}/status/{status}/author/{user}', summary: 'Resets a job to PENDING or CANCELLED', response: acknowledged },
  { name: 'jobs.delete', service: 'api', method: 'DELETE', path: '/api/v1/job/{id}/author/{user}', summary: 'Deletes a job', response: acknowledged },
  { name: 'jobs.fieldValues', service: 'api', method: 'GET', path: '/api/v1/jobs/getJobFieldValues', summary: "The values of the jobs' type, subtype, author and status", response: fieldValuesAnswer },
];
