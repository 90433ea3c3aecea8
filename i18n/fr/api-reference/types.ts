/**
 * The French of one operation of the API reference, by the operation's `operationId`: its
 * title and description, and the descriptions of its parameters and body fields (by field
 * name) and of its responses (by status). A field or status missing here takes the shared
 * text of `shared.ts`; the English stays in the route's schema.
 */
export interface OperationFrench {
  readonly summary: string;
  readonly description?: string;
  readonly fields?: Readonly<Record<string, string>>;
  readonly responses?: Readonly<Record<string, string>>;
}

/** Texts many operations carry alike: parameter and body fields by name, responses by status. */
export interface SharedFrench {
  readonly fields: Readonly<Record<string, string>>;
  readonly responses: Readonly<Record<string, string>>;
}
