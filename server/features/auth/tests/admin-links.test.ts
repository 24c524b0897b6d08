import type { GenerateLinkProperties } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { authUsers, profiles } from '../../../db/schema';
import { createAdminClient, serviceRoleToken } from '../../../test/auth-admin-support';
import { describeEachDatabase } from '../../../test/build-test-app';
import {
  createClient,
  fragmentOf,
  latestMail,
  newMember,
  openLink,
  useLiveAuthApp,
  type LiveAuthApp,
} from '../../../test/email-links-test-support';

/**
 * `POST /admin/generate_link` of every type and `POST /invite`, through the official
 * `GoTrueAdminApi`; each link (or its code) is then used like a member would use it.
 */
describeEachDatabase('auth admin API: generated links and invites', (ctx) => {
  const live = useLiveAuthApp(ctx);
  let token = '';
  const admin = () => createAdminClient(live(), token);
  beforeAll(async () => {
    token = await serviceRoleToken();
  });

  const redirectTo = () => `${live().config.siteUrl}/welcome`;

  /** A confirmed member made by the admin API. */
  async function confirmedMember() {
    const member = newMember('linked');
    const { data, error } = await admin().createUser({
      email: member.email,
      password: member.password,
      email_confirm: true,
    });
    expect(error).toBeNull();
    return { member, id: data.user!.id };
  }

  /** Opens an implicit-flow action link; answers the session's fragment. */
  async function followLink(app: LiveAuthApp, properties: GenerateLinkProperties) {
    const { status, location } = await openLink(app, properties.action_link);
    expect(status).toBe(303);
    expect(location!.origin + location!.pathname).toBe(redirectTo());
    return fragmentOf(location!);
  }

  function expectLinkShape(properties: GenerateLinkProperties, linkType: string) {
    const link = new URL(properties.action_link);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe(linkType);
    expect(link.searchParams.get('token')).toBe(properties.hashed_token);
    expect(properties.action_link).toContain(`redirect_to=${redirectTo()}`);
    expect(properties.email_otp).toMatch(/^\d{6}$/);
    expect(properties.redirect_to).toBe(redirectTo());
  }

  it('generates a signup link that confirms the new member, with their profile', async () => {
    const member = newMember('gensign');
    const { data, error } = await admin().generateLink({
      type: 'signup',
      email: member.email,
      password: member.password,
      options: { data: { username: member.username, status: 'alpha' }, redirectTo: redirectTo() },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: member.email,
      user_metadata: { username: member.username, status: 'alpha' },
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.properties!.verification_type).toBe('signup');
    expectLinkShape(data.properties!, 'signup');
    const [profile] = await ctx().db.select().from(profiles).where(eq(profiles.id, data.user!.id));
    expect(profile?.username).toBe(member.username);
    // No mail: the admin hands the link out.
    await expect(latestMail(ctx().db, member.email)).rejects.toThrow();

    const fragment = await followLink(live(), data.properties!);
    expect(fragment.get('type')).toBe('signup');
    const client = await createClient(live());
    const { data: me } = await client.auth.getUser(fragment.get('access_token')!);
    expect(me.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.auth.signInWithPassword(member)).error).toBeNull();
  });

  it('generates magic link and recovery links usable by link or by code', async () => {
    const { member } = await confirmedMember();
    const magic = await admin().generateLink({
      type: 'magiclink',
      email: member.email,
      options: { redirectTo: redirectTo() },
    });
    expect(magic.error).toBeNull();
    expectLinkShape(magic.data.properties!, 'magiclink');
    const fragment = await followLink(live(), magic.data.properties!);
    expect(fragment.get('access_token')).toBeTruthy();

    const recovery = await admin().generateLink({
      type: 'recovery',
      email: member.email,
      options: { redirectTo: redirectTo() },
    });
    expect(recovery.error).toBeNull();
    expectLinkShape(recovery.data.properties!, 'recovery');
    const client = await createClient(live());
    const verified = await client.auth.verifyOtp({
      email: member.email,
      token: recovery.data.properties!.email_otp,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(client.events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'Fireworks-Nightly-9' })).error).toBeNull();
  });

  it('turns a magic link for an unknown address into a signup link', async () => {
    const member = newMember('genmagic');
    const { data, error } = await admin().generateLink({ type: 'magiclink', email: member.email });
    expect(error).toBeNull();
    expect(data.properties!.verification_type).toBe('signup');
    const client = await createClient(live());
    const verified = await client.auth.verifyOtp({
      email: member.email,
      token: data.properties!.email_otp,
      type: 'email',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(member.email);
  });

  it('generates invite links and invites by mail; both confirm the member', async () => {
    const invited = newMember('geninvite');
    const generated = await admin().generateLink({
      type: 'invite',
      email: invited.email,
      options: { redirectTo: redirectTo(), data: { first_name: 'Moana' } },
    });
    expect(generated.error).toBeNull();
    expect(generated.data.user).toMatchObject({
      invited_at: expect.any(String),
      user_metadata: { first_name: 'Moana' },
    });
    expectLinkShape(generated.data.properties!, 'invite');
    const fragment = await followLink(live(), generated.data.properties!);
    expect(fragment.get('type')).toBe('invite');

    const mailed = newMember('invite');
    const { data, error } = await admin().inviteUserByEmail(mailed.email, {
      data: { status: 'alpha' },
      redirectTo: redirectTo(),
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: mailed.email,
      invited_at: expect.any(String),
      confirmation_sent_at: expect.any(String),
      user_metadata: { status: 'alpha' },
    });
    const mail = await latestMail(ctx().db, mailed.email, 'invite');
    expect(mail.subject).toBe('You are invited to Magic Community');
    const opened = await openLink(live(), mail.link!);
    expect(fragmentOf(opened.location!).get('access_token')).toBeTruthy();
    const [row] = await ctx().db.select().from(authUsers).where(eq(authUsers.email, mailed.email));
    expect(row?.emailConfirmedAt).not.toBeNull();

    const again = await admin().inviteUserByEmail(mailed.email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const invalid = await admin().inviteUserByEmail('xx:;x@x.x');
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
    expect(invalid.data.user).toBeNull();
  });

  it.each(['email_change_current', 'email_change_new'] as const)(
    'generates an %s link that changes the address',
    async (type) => {
      const { member, id } = await confirmedMember();
      const newEmail = newMember('changed').email;
      const { data, error } = await admin().generateLink({
        type,
        email: member.email,
        newEmail,
        options: { redirectTo: redirectTo() },
      });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email: member.email, new_email: newEmail });
      expect(data.properties!.verification_type).toBe(type);
      expectLinkShape(data.properties!, 'email_change');

      // The code works with the address it was made for.
      const client = await createClient(live());
      const verified = await client.auth.verifyOtp({
        email: type === 'email_change_current' ? member.email : newEmail,
        token: data.properties!.email_otp,
        type: 'email_change',
      });
      expect(verified.error).toBeNull();
      const [row] = await ctx().db.select().from(authUsers).where(eq(authUsers.id, id));
      expect(row).toMatchObject({ email: newEmail, emailChange: null });
    },
  );

  it('answers GoTrue errors for bad link requests', async () => {
    const { member } = await confirmedMember();
    const stranger = newMember('nobody').email;
    const cases: [Parameters<ReturnType<typeof admin>['generateLink']>[0], number, string][] = [
      [{ type: 'recovery', email: stranger }, 404, 'user_not_found'],
      [
        { type: 'email_change_new', email: stranger, newEmail: newMember().email },
        404,
        'user_not_found',
      ],
      [{ type: 'signup', email: member.email, password: member.password }, 422, 'email_exists'],
      [{ type: 'invite', email: member.email }, 422, 'email_exists'],
      [{ type: 'signup', email: stranger } as never, 400, 'validation_failed'],
      [{ type: 'signup', email: stranger, password: 'short' }, 422, 'weak_password'],
      [{ type: 'signup', email: 'xx:;x@x.x', password: 'password123' }, 400, 'validation_failed'],
      [
        { type: 'email_change_current', email: member.email, newEmail: 'bad' },
        400,
        'validation_failed',
      ],
      [
        { type: 'email_change_new', email: member.email, newEmail: member.email.toUpperCase() },
        200,
        '',
      ],
    ];
    for (const [params, status, code] of cases) {
      const { data, error } = await admin().generateLink(params);
      if (status === 200) {
        expect(error).toBeNull();
        continue;
      }
      expect(error, JSON.stringify(params)).toMatchObject({ status, code });
      expect(data).toEqual({ properties: null, user: null });
    }
    const taken = await confirmedMember();
    const clash = await admin().generateLink({
      type: 'email_change_new',
      email: member.email,
      newEmail: taken.member.email,
    });
    expect(clash.error).toMatchObject({ status: 422, code: 'email_exists' });
    const unknownType = await admin().generateLink({
      type: 'sms',
      email: member.email,
    } as never);
    expect(unknownType.error?.message).toBe('Invalid email action link type requested: sms');
  });
});
