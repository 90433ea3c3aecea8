/** One page of a cursor-paginated list, as the API answers it. */
export interface Page<T> {
  data: T[];
  /** Send it as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
}

/**
 * A cursor-paginated list: `for await (const item of list)` walks every item, fetching pages as
 * it goes; `list.pages()` walks the pages themselves. Nothing is fetched until iteration starts,
 * and each iteration starts again from the first page.
 */
export class CursorList<T> implements AsyncIterable<T> {
  readonly #fetchPage: (cursor: string | undefined) => Promise<Page<T>>;
  readonly #firstCursor: string | undefined;

  constructor(fetchPage: (cursor: string | undefined) => Promise<Page<T>>, firstCursor?: string) {
    this.#fetchPage = fetchPage;
    this.#firstCursor = firstCursor;
  }

  async *pages(): AsyncGenerator<Page<T>> {
    let cursor = this.#firstCursor;
    do {
      const page = await this.#fetchPage(cursor);
      yield page;
      cursor = page.nextCursor;
    } while (cursor);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const page of this.pages()) yield* page.data;
  }

  /** Every item in one array (fetches every page: mind long histories). */
  async toArray(): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}
