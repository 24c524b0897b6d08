/**
 * What a form announces when fields need fixing: 'Please fix: Title is required. A park or a
 * place is needed.' Each message ends with one stop, whether or not it brought its own.
 */
export function fixSummary(messages: readonly (string | null | undefined)[]): string {
  const sentences = messages
    .map((message) => message?.trim())
    .filter((message): message is string => !!message)
    .map((message) => (/[.!?…]$/.test(message) ? message : `${message}.`));
  return `Please fix: ${sentences.join(' ')}`;
}
