import { CALENDAR_DATE_FORMAT, DATE_RANGE_TEXT, isAcceptedDate } from './calendar-date.ts';
import { isStorableText, TEXT_FORMAT } from './text.ts';

/** An Ajv format definition. */
export interface FormatDefinition {
  type: 'string';
  validate: (value: string) => boolean;
}

/** A format, and how validation messages word it ("<field> must be …"). */
export type SharedFormat = FormatDefinition & { expected: string };

/** The API's own formats: registered with Ajv once, worded once for error details. */
export const SHARED_FORMATS: Record<string, SharedFormat> = {
  [TEXT_FORMAT]: {
    type: 'string',
    validate: isStorableText,
    expected: 'text without NUL characters or unpaired surrogates',
  },
  [CALENDAR_DATE_FORMAT]: {
    type: 'string',
    validate: isAcceptedDate,
    expected: `a date (YYYY-MM-DD) ${DATE_RANGE_TEXT}`,
  },
};
