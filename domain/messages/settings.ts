import { defineMessages } from './define.ts';

/** What a gated call answers while staff have its feature off (feature flags, issue 16); the screens say them too. */
export const FEATURE_MESSAGES = defineMessages({
  mobileMoneyPaused: 'Mobile money payments are paused',
  interbankPaused: 'Interbank transfers are paused',
  maintenanceMode: 'New payments are paused for maintenance',
  advancedAnalyticsOff: 'Advanced analytics are turned off',
});

/** What the settings endpoints answer (issue 16). */
export const SETTINGS_MESSAGES = defineMessages({
  settingsCategoryUnknown: 'Unknown settings category {category}',
  settingUnknown: 'Unknown setting {key}',
  settingNotBoolean: '{key} must be true or false',
  settingNotInteger: '{key} must be a whole number',
  settingNotNumber: '{key} must be a number',
  settingNotString: '{key} must be text',
  settingTooSmall: '{key} must be at least {limit}',
  settingTooLarge: '{key} must be at most {limit}',
  settingTooLong: '{key} must be at most {limit} characters',
  settingBadFormat: '{key} is not in the expected format',
  settingNotAllowed: '{key} must be one of {values}',
});
