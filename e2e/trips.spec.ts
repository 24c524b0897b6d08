import type { APIRequestContext, Browser, Page, WebSocket } from '@playwright/test';
import { parkLocalToInstant } from '../common/features/events/park-time';
import { addDays } from '../common/features/trips/booking-windows';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { pickUpAndMoveToTop } from './keyboard-drag';
import { startOwnServer } from './own-server';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/**
 * Browser tests of trips (issue 29): a member plans a trip with a party of four through the UI,
 * a co-planner sees the edits live, the booking windows show park time and the viewer's own, a
 * visitor of the shared link sees no heights and no child's name, axe in both themes and 360 px;
 * and the dining reminder arrives on a server whose clock the test sets (`CLOCK_START`).
 */

const NAMES = { first_name: 'Test', last_name: 'Planner' };
/** A page's first load in a fresh browser context, on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };
const VIEWER_ZONE = 'Europe/London';
const PARK_ZONE = 'America/New_York';
/**
 * How long before the window opens the own server's clock starts: it reads that moment until the
 * server listens, so this is the time to sign up and create the trip.
 */
const LEAD_MS = 20_000;

/** `YYYY-MM-DD` of `instant` on the calendar of `timeZone`. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

/** '11:00 AM': the clock of `instant` in `timeZone`, as the timeline writes it. */
function clockIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
}

/** When the dining window for the park day `date` opens: 6:00 AM park time, 60 days before. */
const diningOpensFor = (date: string) => parkLocalToInstant(`${addDays(date, -60)}T06:00`);

/** Waits for the page's `/realtime` socket to say it is ready (subscribed). */
function waitForRealtimeJoin(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket: WebSocket) => {
      if (!socket.url().endsWith('/realtime')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve();
      });
    });
  });
}

/** A page of its own (own storage, own socket), signed in as `member` when given. */
async function pageFor(
  browser: Browser,
  member: NewMember | null,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  if (member) await storeSession(page, member.session);
  return page;
}

/** The trip API as `member` (for the set-up the test is not about). */
function tripApi(request: APIRequestContext, member: NewMember) {
  const headers = { authorization: `Bearer ${member.token}` };
  const send = async (method: 'POST' | 'PUT', path: string, data: unknown) => {
    const response = await request.fetch(path, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { id: string };
  };
  return {
    create: (input: { name: string; arrivesOn: string; departsOn: string }) =>
      send('POST', '/api/trips', {
        ...input,
        resort: null,
        hasParkTickets: true,
        visibility: 'private',
      }),
    setPark: (tripId: string, dayNumber: number, park: string) =>
      send('PUT', `/api/trips/${tripId}/days/${dayNumber}`, { park }),
    addPerson: (
      tripId: string,
      person: { name: string; ageBand: string; heightCm: number | null; heightUnit: string },
    ) => send('POST', `/api/trips/${tripId}/party`, person),
  };
}

const planNames = (page: Page) =>
  page
    .getByRole('list', { name: /^Plans of Day 1/ })
    .getByRole('listitem')
    .locator('div.grid > span.font-medium')
    .allTextContents();

/** Horizontal overflow of the page, in pixels (0 or less: nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('trips', () => {
  // First: its own server starts while only one other test loads the machine.
  test('the dining reminder arrives when its window opens (a server clock the test sets)', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    // The next 6:00 AM park time still ahead: a dining window opens then for a park day 60
    // days later. The server's clock starts shortly before it.
    const opensOn = addDays(dayIn(new Date(), PARK_ZONE), 1);
    const opensAt = parkLocalToInstant(`${opensOn}T06:00`);
    const parkDay = addDays(opensOn, 60);
    expect(diningOpensFor(parkDay)).toEqual(opensAt);
    const server = await startOwnServer({
      name: 'trip-reminders',
      env: {
        NODE_ENV: 'test',
        CLOCK_START: new Date(opensAt.getTime() - LEAD_MS).toISOString(),
        JOBS_POLL_INTERVAL_MS: '1000',
      },
    });
    const request = await playwright.request.newContext({ baseURL: server.origin });
    try {
      const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
      const api = tripApi(request, ana);
      const trip = await api.create({ name: 'Dining day', arrivesOn: parkDay, departsOn: parkDay });
      await api.setPark(trip.id, 1, 'Magic Kingdom');

      const page = await pageFor(browser, ana, { baseURL: server.origin });
      const joined = waitForRealtimeJoin(page);
      await page.goto('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible(
        FIRST_LOAD,
      );
      await joined;
      // No reload: the reminder arrives on the socket when the window opens.
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread', {
        timeout: LEAD_MS + 25_000,
      });
      await expect(page.getByText('A booking window of your trip opens').first()).toBeVisible();
      await expect(page.getByText(/Dining reservations open/).first()).toBeVisible();
      await page.context().close();
    } finally {
      await request.dispose();
      server.stop();
    }
  });

  test('a member plans a trip with a party of four, a co-planner sees it live, the windows show both zones', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const name = uniqueName('Spring parks ');
    const arrivesOn = addDays(dayIn(new Date(), PARK_ZONE), 100);
    const departsOn = addDays(arrivesOn, 2);

    // Ana plans it from /trips, in a browser in London.
    const anaPage = await pageFor(browser, ana, { timezoneId: VIEWER_ZONE });
    await anaPage.goto('/trips');
    await expect(anaPage.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible(FIRST_LOAD);
    await anaPage.getByRole('textbox', { name: 'Trip name' }).fill(name);
    await anaPage.getByLabel('Arrival').fill(arrivesOn);
    await anaPage.getByLabel('Departure').fill(departsOn);
    await anaPage.getByRole('button', { name: 'Plan a trip' }).click();
    await expect(anaPage.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await expect(anaPage).toHaveURL(/\/trip\/[0-9a-f-]{36}$/);
    const tripUrl = new URL(anaPage.url()).pathname;

    // A party of four: two adults, a teen (height in inches), a child under 102 cm.
    const party = anaPage.getByRole('list', { name: 'Party' });
    const personForm = anaPage.getByRole('form', { name: 'Add someone to the party' });
    for (const person of [
      { name: 'Ana', age: 'Adult (18+)', height: '170', unit: 'cm', shown: '170 cm' },
      { name: 'Carl', age: 'Adult (18+)', height: '', unit: 'cm', shown: '' },
      { name: 'Tess', age: 'Teen (10–17)', height: '58', unit: 'in', shown: '58 in' },
      { name: 'Mia', age: 'Child (3–9)', height: '99', unit: 'cm', shown: '99 cm' },
    ]) {
      await personForm.getByRole('textbox', { name: 'Name' }).fill(person.name);
      await personForm.getByRole('combobox', { name: 'Age' }).selectOption({ label: person.age });
      if (person.unit === 'in') await personForm.getByText('in', { exact: true }).click();
      if (person.height) {
        await personForm.getByRole('textbox', { name: 'Height (optional)' }).fill(person.height);
      }
      await personForm.getByRole('button', { name: 'Add to party' }).click();
      await expect(party.getByText(person.name, { exact: true })).toBeVisible();
      if (person.shown) await expect(party).toContainText(`${person.age} · ${person.shown}`);
    }
    await expect(party.getByRole('listitem')).toHaveCount(4);

    // Ben is invited as a co-planner and opens the trip in his own browser.
    const invite = anaPage.getByRole('form', { name: 'Invite a co-planner' });
    await invite.getByRole('textbox', { name: 'Username' }).fill(ben.username);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(anaPage.getByRole('list', { name: 'Co-planners' })).toContainText(ben.username);
    const benPage = await pageFor(browser, ben);
    const benJoined = waitForRealtimeJoin(benPage);
    await benPage.goto(tripUrl);
    await expect(benPage.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await benJoined;

    // A park day, an attraction and a dining plan.
    await anaPage.getByRole('combobox', { name: /^Park of Day 1/ }).selectOption('Magic Kingdom');
    const addPlan = anaPage.getByRole('combobox', { name: /^Add a plan to Day 1/ });
    for (const [query, shown] of [
      ['Space Mountain', 'Space Mountain'],
      ['Be Our Guest', 'Be Our Guest Restaurant'],
    ] as const) {
      await addPlan.fill(query);
      await expect(anaPage.getByRole('option', { name: new RegExp(shown) }).first()).toBeVisible();
      await addPlan.press('Enter');
      await expect(
        anaPage.getByRole('list', { name: /^Plans of Day 1/ }).getByText(shown, { exact: true }),
      ).toBeVisible();
    }
    await expect
      .poll(() => planNames(anaPage))
      .toEqual(['Space Mountain', 'Be Our Guest Restaurant']);
    // Ben sees them without reloading (the realtime `trip` event).
    await expect
      .poll(() => planNames(benPage))
      .toEqual(['Space Mountain', 'Be Our Guest Restaurant']);
    await expect(benPage.getByRole('combobox', { name: /^Park of Day 1/ })).toHaveValue(
      'Magic Kingdom',
    );

    // Ana moves the dinner first with the keyboard (Space, ArrowUp, Space).
    const moved = anaPage.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/move$/.test(response.url()),
    );
    const handle = anaPage.getByRole('button', {
      name: 'Move Be Our Guest Restaurant',
      exact: true,
    });
    await pickUpAndMoveToTop(anaPage, handle, 'Be Our Guest Restaurant is over position 1 of 2.');
    await anaPage.keyboard.press('Space');
    await expect(
      anaPage
        .getByRole('status')
        .filter({ hasText: 'Be Our Guest Restaurant dropped at position 1 of 2.' }),
    ).toBeAttached();
    expect((await moved).status()).toBe(200);
    await expect
      .poll(() => planNames(anaPage))
      .toEqual(['Be Our Guest Restaurant', 'Space Mountain']);
    await expect
      .poll(() => planNames(benPage))
      .toEqual(['Be Our Guest Restaurant', 'Space Mountain']);

    // The dining window of day 1: 6:00 AM park time, and the time in London beside it.
    const opensAt = diningOpensFor(arrivesOn);
    const dining = anaPage
      .getByRole('list', { name: 'Booking windows, soonest first' })
      .getByRole('listitem')
      .filter({ has: anaPage.getByRole('heading', { name: 'Dining reservations open' }) });
    await expect(dining).toContainText(
      `6:00 AM Eastern (your time ${clockIn(opensAt, VIEWER_ZONE)})`,
    );
    expect(clockIn(opensAt, PARK_ZONE)).toBe('6:00 AM');

    await anaPage.context().close();
    await benPage.context().close();
  });

  test('a visitor of the shared link reads the trip without heights or the child’s name; 360 px', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const api = tripApi(request, ana);
    const name = uniqueName('Shared parks ');
    const arrivesOn = addDays(dayIn(new Date(), PARK_ZONE), 120);
    const trip = await api.create({ name, arrivesOn, departsOn: addDays(arrivesOn, 1) });
    await api.setPark(trip.id, 1, 'EPCOT');
    for (const person of [
      { name: 'Ana', ageBand: 'adult', heightCm: 170, heightUnit: 'cm' },
      { name: 'Carl', ageBand: 'adult', heightCm: null, heightUnit: 'cm' },
      { name: 'Tess', ageBand: 'teen', heightCm: 147.32, heightUnit: 'in' },
      { name: 'Mia', ageBand: 'child', heightCm: 99, heightUnit: 'cm' },
    ]) {
      await api.addPerson(trip.id, person);
    }

    // The owner shares it read-only ('Share link').
    const anaPage = await pageFor(browser, ana);
    await anaPage.goto(`/trip/${trip.id}`);
    await expect(anaPage.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await expect(anaPage.getByRole('list', { name: 'Party' })).toContainText('99 cm');
    await expect(anaPage.getByRole('list', { name: 'Party' })).toContainText('58 in');
    await anaPage
      .getByRole('combobox', { name: 'Who can see this trip' })
      .selectOption({ label: 'Share link — anyone with the link can read it' });
    await expect(anaPage.getByRole('button', { name: 'Copy link' })).toBeVisible();

    // A signed-out visitor opens the link: the trip, the age bands, no heights, no edit tools.
    const visitor = await pageFor(browser, null, {
      baseURL,
      viewport: { width: 360, height: 740 },
    });
    await visitor.goto(`/trip/${trip.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    const party = visitor.getByRole('list', { name: 'Party' });
    await expect(party.getByRole('listitem')).toHaveCount(4);
    await expect(party).toContainText('Child (3–9)');
    await expect(party).toContainText('Teen (10–17)');
    const text = await visitor.locator('body').innerText();
    for (const hidden of ['99 cm', '170 cm', '58 in', 'Mia', 'Tess']) {
      expect(text, `the visitor's page shows ${hidden}`).not.toContain(hidden);
    }
    expect(text).not.toMatch(/\d\s?cm\b/);
    for (const tool of ['Edit details', 'Add to party', 'Delete trip', 'Invite']) {
      await expect(visitor.getByRole('button', { name: tool })).toHaveCount(0);
    }
    await expect(visitor.getByRole('combobox')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /^(Edit|Remove|Move) / })).toHaveCount(0);
    expect(await overflow(visitor)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(visitor);

    // The owner's editing page fits a 360 px phone too.
    await anaPage.setViewportSize({ width: 360, height: 740 });
    await anaPage.goto(`/trip/${trip.id}`);
    await expect(anaPage.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await expect(
      anaPage.getByRole('list', { name: 'Booking windows, soonest first' }),
    ).toBeVisible();
    expect(await overflow(anaPage)).toBeLessThanOrEqual(0);

    await anaPage.context().close();
    await visitor.context().close();
  });

  test('axe finds nothing on /trips and /trip/{id} in both themes', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const api = tripApi(request, ana);
    const name = uniqueName('Themed parks ');
    const arrivesOn = addDays(dayIn(new Date(), PARK_ZONE), 90);
    const trip = await api.create({ name, arrivesOn, departsOn: addDays(arrivesOn, 1) });
    await api.setPark(trip.id, 1, 'Magic Kingdom');
    await api.addPerson(trip.id, { name: 'Mia', ageBand: 'child', heightCm: 99, heightUnit: 'cm' });
    const anaPage = await pageFor(browser, ana);

    // Axe in both themes on the owner's /trip/{id} and /trips.
    for (const colorScheme of ['light', 'dark'] as const) {
      await anaPage.emulateMedia({ colorScheme });
      for (const path of [`/trip/${trip.id}`, '/trips']) {
        await anaPage.goto(path);
        await expect(anaPage.locator('html')).toHaveClass(
          colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/,
        );
        await expect(
          anaPage.getByRole('heading', { level: 1, name: path === '/trips' ? 'Trips' : name }),
        ).toBeVisible(FIRST_LOAD);
        if (path === '/trips') {
          await expect(anaPage.getByRole('list', { name: 'Your trips' })).toContainText(name);
        } else {
          await expect(
            anaPage.getByRole('list', { name: 'Booking windows, soonest first' }),
          ).toBeVisible();
        }
        await expectNoAxeViolations(anaPage);
      }
    }

    await anaPage.context().close();
  });
});
