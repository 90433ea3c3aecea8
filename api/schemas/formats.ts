import { DATE_RANGE, isAcceptedDate } from '../../domain/calendar-date.ts';
import type { MessageParams, MessageTemplate } from '../../domain/messages/define.ts';
import { VALIDATION_MESSAGES } from '../../domain/messages/http.ts';
import { CALENDAR_DATE_FORMAT } from './calendar-date.ts';
import { isStorableText, TEXT_FORMAT } from './text.ts';

/** An Ajv format definition. */
export interface FormatDefinition {
  type: 'string';
  validate: (value: string) => boolean;
}

/** A format, and the validation message ("{field} must be …") with its other values. */
export type SharedFormat = FormatDefinition & { message: MessageTemplate; params?: MessageParams };

/** The API's own formats: registered with Ajv once, worded once for error details. */
export const SHARED_FORMATS: Record<string, SharedFormat> = {
  [TEXT_FORMAT]: { type: 'string', validate: isStorableText, message: VALIDATION_MESSAGES.fieldText },
  [CALENDAR_DATE_FORMAT]: {
    type: 'string',
    validate: isAcceptedDate,
    message: VALIDATION_MESSAGES.fieldCalendarDate,
    params: DATE_RANGE,
  },
};
