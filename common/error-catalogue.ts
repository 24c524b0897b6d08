/**
 * The error catalogue of spec §8: the category and severity vocabulary of client error
 * records and the sentence a person is shown for each category.
 */

export const errorSeverities = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof errorSeverities)[number];

export const errorCategories = [
  'authentication',
  'network',
  'database',
  'validation',
  'permission',
  'file_upload',
  'user_input',
  'system',
  'unknown',
] as const;
export type ErrorCategory = (typeof errorCategories)[number];

/** The user-facing message for each category (spec §8, "Messages by category"). */
export const userMessageByCategory: Record<ErrorCategory, string> = {
  authentication: 'There was an issue with authentication. Please try signing in again.',
  network: 'Connection problem. Please check your internet connection and try again.',
  database: "We're having trouble saving your data. Please try again in a moment.",
  validation: 'Please check your input and try again.',
  user_input: 'Please check your input and try again.',
  permission: "You don't have permission to perform this action.",
  file_upload: 'There was a problem uploading your file. Please try again.',
  system: 'Something went wrong. Our team has been notified.',
  unknown: 'An unexpected error occurred. Please try again.',
};

/** The second, generic handler's toast (spec §8): title and per-kind descriptions. */
export const GENERIC_ERROR_TITLE = 'Something went wrong';
export const genericHandlerMessages = {
  auth: 'Please sign in again to continue.',
  network: 'Connection problem. Please check your internet and try again.',
  validation: 'Please check your input and try again.',
  upload: 'File upload failed. Please try again with a different file.',
  database: "We're having trouble saving your data. Please try again.",
} as const;
export type GenericErrorKind = keyof typeof genericHandlerMessages;

/** High and critical severities are shown with the destructive style (spec §8). */
export function isDestructiveSeverity(severity: ErrorSeverity): boolean {
  return severity === 'high' || severity === 'critical';
}

/** Texts of the fatal-error screen (spec §2). */
export const FATAL_ERROR_TITLE = 'Oops! Something went wrong';
