import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInAs, signUpMember, storeSession, uniqueName, type NewMember } from './session';

/**
 * Browser tests of events (issue 13): a member creates an event with places, a second member
 * (in another time zone) answers Going and sees it on the page, the organizer moves it, the
 * member is notified and the notification opens the event at its new time; the month calendar
 * shows it; axe on /events and /event/{id}.
 */

const NAMES = { first_name: 'Test', last_name: 'Member' };
/** A page's first load in a fresh browser context, on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };

/** A page of its own (own storage) signed in as `member`, with the browser in `timezoneId`. */
async function pageFor(browser: Browser, member: NewMember, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await storeSession(page, member.session);
  return page;
}

/** A park day `days` ahead of today (in winter or summer, ET is behind UTC: never earlier). */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test.describe('events', () => {
  // The test's own page is in the park's zone; the second member's browser is elsewhere.
  test.use({ timezoneId: 'America/New_York' });

  test('create an event, a member answers Going, the organizer moves it, the member is notified and sees the new time', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const title = uniqueName('Rope Drop Meet-up ');
    const day = dayAhead(20);

    // Ana (in the park's zone) creates it from /events: the form checks the fields first.
    const anaPage = page;
    await storeSession(anaPage, ana.session);
    await anaPage.goto('/events');
    await expect(anaPage.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible(
      FIRST_LOAD,
    );
    await anaPage.getByRole('button', { name: 'Create event' }).first().click();
    const dialog = anaPage.getByRole('dialog', { name: 'Create an event' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Times are Walt Disney World time (ET)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create event' }).click();
    const titleBox = dialog.getByRole('textbox', { name: 'Title' });
    await expect(
      dialog.getByText('Title must be at least 3 characters', { exact: true }),
    ).toBeVisible();
    await expect(
      dialog.getByText('Choose a park or describe the place.', { exact: true }),
    ).toBeVisible();
    await expect(titleBox).toBeFocused();

    await titleBox.fill(title);
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('We meet before opening and ride Seven Dwarfs Mine Train first.');
    await dialog.getByRole('combobox', { name: 'Park' }).selectOption('Magic Kingdom');
    await dialog.getByRole('textbox', { name: 'Place' }).fill('By the train station');
    await dialog.getByLabel('Start', { exact: true }).fill(`${day}T19:00`);
    await dialog.getByLabel('End', { exact: true }).fill(`${day}T22:00`);
    await dialog.getByLabel('Places (optional)', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(dialog).toBeHidden();
    await expect(anaPage).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
    const eventId = anaPage.url().split('/event/')[1]!;
    await expect(anaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(anaPage.getByTestId('event-when')).toContainText('7:00 PM – 10:00 PM ET');
    // Ana's own clock is the park's: no second time.
    await expect(anaPage.getByTestId('event-when')).not.toContainText('your time');
    await expect(anaPage.getByRole('button', { name: 'Going' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(anaPage.getByTestId('event-going')).toContainText('1 going of 2 places');
    await expect(anaPage.getByTestId('event-going')).toContainText('1 place left');

    // Ben, in California, sees both times and answers Going: the event is full.
    const benPage = await pageFor(browser, ben, 'America/Los_Angeles');
    await benPage.goto(`/event/${eventId}`);
    await expect(benPage.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    await expect(benPage.getByTestId('event-when')).toContainText('7:00 PM – 10:00 PM ET');
    await expect(benPage.getByTestId('event-when')).toContainText('4:00 PM your time');
    const going = benPage.getByRole('button', { name: 'Going' });
    await expect(going).toHaveAttribute('aria-pressed', 'false');
    await going.click();
    await expect(going).toHaveAttribute('aria-pressed', 'true');
    await expect(benPage.getByTestId('event-going')).toContainText('2 going of 2 places');
    await expect(benPage.getByTestId('event-going')).toContainText('Full');
    const attendees = benPage.getByRole('region', { name: 'Who is coming' });
    await expect(attendees.getByRole('link', { name: ben.username })).toBeVisible();
    await expect(attendees.getByRole('link', { name: ana.username })).toBeVisible();
    await expectNoAxeViolations(benPage);

    // Ana moves it an hour later.
    await anaPage.reload();
    await anaPage.getByRole('button', { name: 'Manage event' }).click();
    await anaPage.getByRole('menuitem', { name: 'Edit event' }).click();
    const editDialog = anaPage.getByRole('dialog', { name: 'Edit event' });
    await expect(editDialog.getByLabel('Start', { exact: true })).toHaveValue(`${day}T19:00`);
    await editDialog.getByLabel('Start', { exact: true }).fill(`${day}T20:00`);
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(anaPage.getByTestId('event-when')).toContainText('8:00 PM – 10:00 PM ET');

    // Ben is told; the notification opens the event at its new time.
    await benPage.goto('/events');
    await expect(bell(benPage)).toHaveAccessibleName('Notifications, 1 unread', FIRST_LOAD);
    await bell(benPage).click();
    const item = benPage.getByRole('menu').getByRole('menuitem', {
      name: new RegExp(`${ana.username} changed the time or place of an event you are going to`),
    });
    await expect(item).toBeVisible();
    await item.click();
    await expect(benPage).toHaveURL(new RegExp(`/event/${eventId}$`));
    await expect(benPage.getByTestId('event-when')).toContainText('8:00 PM – 10:00 PM ET');
    await expect(benPage.getByTestId('event-when')).toContainText('5:00 PM your time');

    // The month calendar has it on its day; the day's list links to it.
    await benPage.goto(`/events?view=calendar&month=${day.slice(0, 7)}`);
    const dayButton = benPage.locator(`button[data-day="${day}"]`);
    await expect(dayButton).toHaveAccessibleName(/, \d+ events?$/, FIRST_LOAD);
    await expect(dayButton).not.toHaveAccessibleName(/no events$/);
    await dayButton.click();
    await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
    // The arrow keys move between days, and back.
    await dayButton.press('ArrowRight');
    await expect(benPage.locator(`button[data-day="${nextDay(day)}"]`)).toBeFocused();
    await benPage.keyboard.press('ArrowLeft');
    await expect(dayButton).toBeFocused();
    await benPage
      .getByRole('region', { name: /^Events on / })
      .getByRole('link', { name: title })
      .click();
    await expect(benPage).toHaveURL(new RegExp(`/event/${eventId}$`));

    await benPage.context().close();
  });

  test('/events lists upcoming events and passes axe; a visitor is invited to sign in', async ({
    page,
    request,
  }) => {
    const ana = await signUpMember(request, uniqueName('host_'), NAMES);
    const title = uniqueName('Festival Walk ');
    const day = dayAhead(3);
    const created = await request.post('/api/events', {
      headers: { authorization: `Bearer ${ana.token}` },
      data: {
        title,
        type: 'festival',
        park: 'EPCOT',
        startsAt: `${day}T11:00`,
        endsAt: `${day}T15:00`,
        ticketRequired: true,
        ticketNotes: 'EPCOT admission',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('link', { name: 'Sign In to create an event' })).toBeVisible();
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Ticket required');
    await expect(card).toContainText('EPCOT Festival');
    await expect(page.getByRole('heading', { name: 'This week' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Filtering by another park leaves it out.
    await page.getByRole('combobox', { name: 'Park' }).selectOption('Animal Kingdom');
    await expect(page).toHaveURL(/park=Animal\+Kingdom/);
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a full event puts the next member on the waitlist; the discussion; the organizer cancels with a reason; the private calendar link', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const ana = await signUpMember(request, uniqueName('org_'), NAMES);
    const ben = await signUpMember(request, uniqueName('fan_'), NAMES);
    const title = uniqueName('Small Table Dinner ');
    const day = dayAhead(10);
    const created = await request.post('/api/events', {
      headers: { authorization: `Bearer ${ana.token}` },
      data: {
        title,
        park: 'Disney Springs',
        location: 'The Boathouse',
        startsAt: `${day}T18:00`,
        endsAt: `${day}T20:00`,
        capacity: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventPath = ((await created.json()) as { path: string }).path;

    // Ben: the only place is the organizer's, so Going puts him on the waitlist.
    const benPage = await pageFor(browser, ben, 'America/New_York');
    await benPage.goto(eventPath);
    await expect(benPage.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    await expect(benPage.getByTestId('event-going')).toContainText('Full');
    await benPage.getByRole('button', { name: 'Going' }).click();
    const waitlisted = benPage.getByRole('button', { name: 'On the waitlist (#1)' });
    await expect(waitlisted).toHaveAttribute('aria-pressed', 'true');
    await benPage.getByRole('tab', { name: /Waitlist/ }).click();
    await expect(
      benPage.getByRole('region', { name: 'Who is coming' }).getByRole('link', {
        name: ben.username,
      }),
    ).toBeVisible();

    // The discussion: Ben asks, then deletes his comment.
    const discussion = benPage.getByRole('region', { name: /^Discussion/ });
    await discussion.getByRole('textbox', { name: 'Add to the discussion' }).fill('Is it indoors?');
    await discussion.getByRole('button', { name: 'Comment' }).click();
    await expect(
      discussion.getByRole('article', { name: `Comment by ${ben.username}` }),
    ).toContainText('Is it indoors?');
    await discussion.getByRole('button', { name: `Delete comment by ${ben.username}` }).click();
    await benPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(discussion.getByText('No comments yet.')).toBeVisible();

    // Ana cancels it with a reason; Ben sees it cancelled and can no longer answer.
    await storeSession(page, ana.session);
    await page.goto(eventPath);
    await page.getByRole('button', { name: 'Manage event' }).click(FIRST_LOAD);
    await page.getByRole('menuitem', { name: 'Cancel event' }).click();
    const cancelDialog = page.getByRole('dialog', { name: `Cancel ${title}?` });
    await cancelDialog
      .getByRole('textbox', { name: 'Reason (optional)' })
      .fill('The restaurant closed that night.');
    await cancelDialog.getByRole('button', { name: 'Cancel event' }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(page.getByRole('note', { name: 'Cancelled' })).toContainText(
      'The restaurant closed that night.',
    );
    await benPage.reload();
    await expect(benPage.getByRole('note', { name: 'Cancelled' })).toBeVisible(FIRST_LOAD);
    await expect(benPage.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(benPage.getByRole('button', { name: 'Interested' })).toBeDisabled();
    await expectNoAxeViolations(benPage);

    // Ben's private calendar link: turn it on, reset it (a new link), turn it off.
    await benPage.goto('/events');
    await benPage.getByRole('button', { name: 'Show my calendar link' }).click(FIRST_LOAD);
    await benPage.getByRole('button', { name: 'Turn on my calendar link' }).click();
    const link = benPage.getByRole('textbox', { name: 'Your private calendar link' });
    await expect(link).toHaveValue(/\/api\/calendar\/.+\.ics$/);
    await expect(benPage.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
      'href',
      /^webcals?:\/\//,
    );
    const first = await link.inputValue();
    await benPage.getByRole('button', { name: 'Reset link' }).click();
    await benPage.getByRole('dialog').getByRole('button', { name: 'Reset link' }).click();
    await expect(link).not.toHaveValue(first);
    await benPage.getByRole('button', { name: 'Turn off' }).click();
    await benPage.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
    await expect(benPage.getByText('Your calendar link is off.')).toBeVisible();
    await benPage.context().close();
  });

  test("a private group's event: Add to calendar downloads it with the member's token; dark theme and a 360 px phone", async ({
    browser,
    request,
  }) => {
    const ana = await signUpMember(request, uniqueName('priv_'), NAMES);
    const headers = { authorization: `Bearer ${ana.token}` };
    const group = await request.post('/api/groups', {
      headers,
      data: { name: uniqueName('Secret Supper Club '), visibility: 'private' },
    });
    expect(group.status(), await group.text()).toBe(201);
    const groupId = ((await group.json()) as { id: string }).id;
    const title = uniqueName('Members Only Dinner ');
    const day = dayAhead(5);
    const created = await request.post('/api/events', {
      headers,
      data: {
        title,
        park: 'Resort',
        location: 'Grand Floridian lobby',
        startsAt: `${day}T18:30`,
        endsAt: `${day}T21:00`,
        groupId,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { path: eventPath, startsAt } = (await created.json()) as {
      path: string;
      startsAt: string;
    };
    // 6:30 PM at the park is 11:30 PM in London (10:30 PM in the weeks the clocks differ).
    const londonTime = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/London',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(new Date(startsAt))
      .replace(/\s/g, ' ');

    const context = await browser.newContext({
      colorScheme: 'dark',
      viewport: { width: 360, height: 740 },
      timezoneId: 'Europe/London',
    });
    const page = await context.newPage();
    await storeSession(page, ana.session);
    await page.goto(eventPath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByText('(private group)')).toBeVisible();
    await expect(page.getByTestId('event-when')).toContainText(`${londonTime} your time`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^members-only-dinner-.*\.ics$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const ics = await readFile(path, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(title);

    await page.goto(`/events?view=calendar&month=${day.slice(0, 7)}`);
    await expect(page.locator(`button[data-day="${day}"]`)).toHaveAccessibleName(
      /, \d+ events?$/,
      FIRST_LOAD,
    );
    const calendarWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(calendarWidth, 'the month fits a phone').toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('an admin marks a new event as official from /events; members have no such choice; the guide calls no event upcoming that has ended', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // A member's create form has no 'Official event' choice.
    const member = await signUpMember(request, uniqueName('official_'), NAMES);
    const memberPage = await pageFor(browser, member, 'America/New_York');
    await memberPage.goto('/events');
    await memberPage.getByRole('button', { name: 'Create event' }).first().click(FIRST_LOAD);
    const memberDialog = memberPage.getByRole('dialog', { name: 'Create an event' });
    await expect(memberDialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await expect(memberDialog.getByRole('checkbox', { name: 'Official event' })).toHaveCount(0);
    await memberPage.context().close();

    // The demo admin creates one and ticks it.
    await signInAs(page, 'castlekeeper');
    await page.goto('/events');
    await page.getByRole('button', { name: 'Create event' }).first().click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: 'Create an event' });
    const official = dialog.getByRole('checkbox', { name: 'Official event' });
    await expect(official).toBeVisible();
    const title = uniqueName('Night of Lights Celebration ');
    const day = dayAhead(30);
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('seasonal');
    await dialog.getByRole('combobox', { name: 'Park' }).selectOption('EPCOT');
    await dialog.getByLabel('Start', { exact: true }).fill(`${day}T18:00`);
    await dialog.getByLabel('End', { exact: true }).fill(`${day}T21:00`);
    await official.check();
    await expect(dialog.getByRole('combobox', { name: /^Group/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The site's own event: its badge, organized by the site's account; staff may manage it.
    await expect(page.getByText('Official', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Organized by').locator('..')).toContainText(
      /Magic Community Team|magic_community_team/,
    );
    await expect(page.getByRole('button', { name: 'Manage event' })).toBeVisible();

    // The events guide: every card's phase comes from its real dates, none 'Ended'.
    await page.goto('/disney-events');
    const cards = page.locator('[data-phase]');
    await expect(cards).toHaveCount(6);
    for (const phase of await cards.allTextContents()) {
      expect(['Happening now', 'Upcoming']).toContain(phase);
    }
  });

  test('an unknown event shows "Event not found"', async ({ page }) => {
    await page.goto('/event/3f2b8a52-4c1e-4d7a-9a65-1c2d3e4f5a6b');
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByRole('link', { name: 'Browse events' })).toBeVisible();
  });
});

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
