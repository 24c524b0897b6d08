import { countLabel } from '../../../../common/count-format';

/** '1 item', '2,500 items'. */
export const itemsLabel = (count: number) => countLabel(count, 'item', 'items');

/** '1 item was deleted.', '2,500 items were deleted.': the verb agrees with the count. */
export const itemsSentence = (count: number, singularVerb: string, pluralVerb: string) =>
  `${itemsLabel(count)} ${count === 1 ? singularVerb : pluralVerb}`;
