import { Route, Routes } from 'react-router';
import type { Trip, TripPage } from '../../common/features/trips/trips.contract';
import TripReportPage from '../app/routes/trip-page';
import TripsPage from '../app/routes/trips-page';
import { tripQueryKeys } from '../features/trips/api/trip-query-keys';
import type { Navigation } from './render-member-page';
import { renderAppPageReporting, type RenderedAppPage } from './render-reporting';

export { tripDatesText, tripDayLabel } from '../features/trips/lib/trip-format';

/**
 * The HTML inside `#root` of `/trips` as a visitor reads it: the app's own page with the first
 * page of public trip reports (and the invitation to sign in to plan one).
 */
export function renderTripsPage(firstPage: TripPage, navigation: Navigation): RenderedAppPage {
  return renderAppPageReporting(
    (client) => {
      client.setQueryData(tripQueryKeys.publicList(null), {
        pages: [firstPage],
        pageParams: [null],
      });
    },
    '/trips',
    <Routes>
      <Route path="/trips" element={<TripsPage />} />
    </Routes>,
    navigation,
  );
}

/**
 * The HTML inside `#root` of `/trip/{id}` as a visitor reads it (a shared or public trip,
 * without heights or minors' names), or of its 404 page when `trip` is null.
 */
export function renderTripPage(
  id: string,
  trip: Trip | null,
  path: string,
  navigation: Navigation,
): RenderedAppPage {
  return renderAppPageReporting(
    (client) => {
      if (trip) client.setQueryData(tripQueryKeys.trip(null, id), trip);
    },
    path,
    <Routes>
      <Route path="/trip/:id" element={<TripReportPage serverMissing={!trip} />} />
    </Routes>,
    navigation,
  );
}
