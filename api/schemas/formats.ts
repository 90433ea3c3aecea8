import { CALENDAR_DATE_FORMAT, DATE_RANGE_TEXT, isAcceptedDate } from './calendar-date.ts';
import { isStorableText, TEXT_FORMAT } from './text.ts';

interface SharedFormat {
  validate: (value: string) => boolean;
  /** Ends "<field> must be …" in validation messages. */
  expected: string;
}

/** The API's own string formats: registered with Ajv once, worded once for error details. */
export const SHARED_FORMATS: Record<string, SharedFormat> = {
  [TEXT_FORMAT]: { validate: isStorableText, expected: 'text without NUL characters or unpaired surrogates' },
  [CALENDAR_DATE_FORMAT]: { validate: isAcceptedDate, expected: `a date (YYYY-MM-DD) ${DATE_RANGE_TEXT}` },
};
