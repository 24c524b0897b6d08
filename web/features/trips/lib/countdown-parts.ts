/**
 * A countdown text split for display: its large part and the words after it.
 * '47 days to go' → '47 days' + 'to go'; 'Day 2 of 6' → 'Day 2' + 'of 6'; anything else
 * ('Welcome home') is all large.
 */
export function countdownParts(text: string): { lead: string; rest: string } {
  const toGo = /^(\d+ days?) (to go)$/.exec(text);
  if (toGo) return { lead: toGo[1]!, rest: toGo[2]! };
  const during = /^(Day \d+) (of \d+)$/.exec(text);
  if (during) return { lead: during[1]!, rest: during[2]! };
  return { lead: text, rest: '' };
}
