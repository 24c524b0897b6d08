import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { formErrorsOf, partySizeText, tripDatesText, tripDayLabel } from './trip-format';

describe('trip texts', () => {
  it("labels a day with its number, weekday, date and month ('Day 2 · Thu 15 Apr')", () => {
    expect(tripDayLabel(2, '2027-04-15')).toBe('Day 2 · Thu 15 Apr');
  });

  it('writes the dates of a trip, one date for a one-day trip', () => {
    expect(tripDatesText({ arrivesOn: '2027-04-14', departsOn: '2027-04-20' })).toBe(
      'Apr 14, 2027 to Apr 20, 2027',
    );
    expect(tripDatesText({ arrivesOn: '2027-04-14', departsOn: '2027-04-14' })).toBe(
      'Apr 14, 2027',
    );
  });

  it('counts the party', () => {
    expect([0, 1, 4].map(partySizeText)).toEqual(['No party yet', '1 person', '4 people']);
  });

  it("gives the server's validation messages by field, else the message for the form", () => {
    const invalid = new ApiError(400, 'validation_error', 'Invalid input', [
      { path: 'body.departsOn', message: 'The trip cannot end before it starts' },
      { path: 'body.departsOn', message: 'second' },
    ]);
    expect(formErrorsOf(invalid)).toEqual({
      fields: { departsOn: 'The trip cannot end before it starts' },
      form: '',
    });
    const refused = new ApiError(409, 'conflict', 'You can keep up to 100 trips.');
    expect(formErrorsOf(refused)).toEqual({ fields: {}, form: 'You can keep up to 100 trips.' });
  });
});
