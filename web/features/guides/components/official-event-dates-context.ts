import { createContext, useContext } from 'react';
import type { OfficialEventDatesByName } from '../../../../common/features/events/event-seasons';

const NONE: OfficialEventDatesByName = new Map();

/**
 * The official events' real dates and phase, by the events guide's card name, given by the
 * server as it renders the guide (the cards are plain HTML, never hydrated).
 */
export const OfficialEventDatesContext = createContext<OfficialEventDatesByName>(NONE);

/** The official event dates the guide was rendered with. */
export function useOfficialEventDates(): OfficialEventDatesByName {
  return useContext(OfficialEventDatesContext);
}
