import type { Api } from '../transport.ts';

/** What every resource holds: the client's typed, retrying, authenticated transport. */
export abstract class Resource {
  protected readonly api: Api;

  constructor(api: Api) {
    this.api = api;
  }
}
