import { withAmountsFormatted } from '../../domain/messages/amount-params.ts';
import { ApiError, type ServerIssue } from './api/request.ts';
import { type ErrorKey, type ErrorMessages, fillTemplate } from './messages.ts';

/** A form's own labels by field path, so "{field} is required" names the field as the form does. */
export type FieldLabels = Readonly<Record<string, string>>;

/** Server errors in the reader's language, chosen by their reason (never by the English text). */
export interface ErrorTranslator {
  /** The error's message, or null when it is not the API's envelope or its reason is unknown here. */
  message(failure: unknown, labels?: FieldLabels): string | null;
  /** Any message the API sends with a reason (a reconciliation line's detail…), or null. */
  issue(issue: ServerIssue, labels?: FieldLabels): string | null;
  /** One message per field path (`details[]`), for forms to show under their inputs. */
  fields(failure: unknown, labels?: FieldLabels): Record<string, string>;
}

function issueText(issue: ServerIssue, messages: ErrorMessages, labels: FieldLabels): string | null {
  const template = issue.reason ? messages[`error.${issue.reason}` as ErrorKey] : undefined;
  if (!template) return null;
  // Amounts are told from the field's path, before the path becomes the form's label.
  const params = withAmountsFormatted(issue.params);
  const field = params?.field;
  const label = typeof field === 'string' ? labels[field] : undefined;
  return fillTemplate(template, label ? { ...params, field: label } : params);
}

export function errorTranslator(messages: ErrorMessages): ErrorTranslator {
  return {
    issue: (issue, labels = {}) => issueText(issue, messages, labels),
    message: (failure, labels = {}) =>
      failure instanceof ApiError && failure.issue ? issueText(failure.issue, messages, labels) : null,
    fields: (failure, labels = {}) => {
      if (!(failure instanceof ApiError)) return {};
      const texts: Record<string, string> = {};
      for (const [path, issue] of Object.entries(failure.fieldIssues)) {
        // A reason this page has no text for still marks its field, in the generic words.
        const generic = { ...issue, reason: 'field_invalid', params: { field: path, ...issue.params } };
        const text = issueText(issue, messages, labels) ?? issueText(generic, messages, labels);
        if (text) texts[path] = text;
      }
      return texts;
    },
  };
}
