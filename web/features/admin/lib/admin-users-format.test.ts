import { describe, expect, it } from 'vitest';
import { adminUsersQuery, defaultAdminUsersFilters } from './admin-users-filters';
import { describeAuditAction, describeStatus, roleChangesFor } from './admin-users-format';

describe('admin users filters and labels', () => {
  it('builds the list query: trimmed search, sort, filters only when set, the cursor', () => {
    expect(adminUsersQuery(defaultAdminUsersFilters, null)).toBe('sort=joined');
    expect(
      adminUsersQuery(
        { q: '  mickey ', sort: 'last_sign_in', status: 'suspended', role: 'admin' },
        'abc',
      ),
    ).toBe('q=mickey&sort=last_sign_in&status=suspended&role=admin&cursor=abc');
  });

  it('describes a status in words', () => {
    const base = { suspendedUntil: null, isSuspendedPermanently: false };
    expect(describeStatus({ ...base, status: 'active' })).toBe('Active');
    expect(describeStatus({ ...base, status: 'deleted' })).toBe('Deleted');
    expect(
      describeStatus({
        status: 'suspended',
        suspendedUntil: '2999-01-01T00:00:00Z',
        isSuspendedPermanently: true,
      }),
    ).toBe('Suspended permanently');
    expect(
      describeStatus({
        status: 'suspended',
        suspendedUntil: '2030-03-04T12:00:00Z',
        isSuspendedPermanently: false,
      }),
    ).toMatch(/^Suspended until /);
  });

  it('offers the role changes that fit the member', () => {
    expect(roleChangesFor('member').map((c) => c.label)).toEqual(['Make moderator', 'Make admin']);
    expect(roleChangesFor('moderator').map((c) => c.label)).toEqual([
      'Remove moderator',
      'Make admin',
    ]);
    expect(roleChangesFor('admin').map((c) => c.label)).toEqual(['Remove admin']);
  });

  it('describes audit entries, with the before and after of a role or trust level change', () => {
    expect(
      describeAuditAction({
        action: 'member.role',
        before: { role: 'member' },
        after: { role: 'admin' },
      }),
    ).toBe('Role changed: Member → Admin');
    expect(
      describeAuditAction({
        action: 'member.trust_level',
        before: { level: 'computed' },
        after: { level: 'regular' },
      }),
    ).toBe('Trust level changed: Automatic → Regular');
    expect(describeAuditAction({ action: 'member.suspend', before: null, after: null })).toBe(
      'Suspended',
    );
    expect(describeAuditAction({ action: 'something.new', before: null, after: null })).toBe(
      'something.new',
    );
  });
});
