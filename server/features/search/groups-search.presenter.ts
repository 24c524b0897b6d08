import type { GroupSearchResult } from '../../../common/features/search/search.contract';
import { presentGroupSummary } from '../groups/groups.presenter';
import type { GroupListRow } from '../groups/groups-browse.repository';
import { highlightTerms } from '../../content/search-highlight';

/** A group found → its result: its public summary, name and description with matches marked. */
export function presentGroupMatch(row: GroupListRow, terms: readonly string[]): GroupSearchResult {
  return {
    ...presentGroupSummary(row, { role: row.viewerRole, requested: row.viewerRequested }),
    nameParts: highlightTerms(row.name, terms),
    descriptionParts: highlightTerms(row.description, terms),
  };
}
