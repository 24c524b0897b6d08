import { and, asc, eq } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { groupJoinRequests, groupMembers, groups, uploads } from '../../db/schema';

/**
 * The groups the member belongs to for "Download my data" (issue 27): name, role and when they
 * joined; for the groups they own, also what they wrote about it and its cover (their photo).
 * Their pending requests to join follow, as role 'requested'. Nothing of other members.
 */
export const groupsMemberData: MemberDataSection = {
  name: 'groups',
  description:
    'The groups you own or joined: name, your role and when you joined; for groups you own, their description, settings and cover photo (file in photos/); and your pending requests to join.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        groupId: groups.id,
        name: groups.name,
        role: groupMembers.role,
        joinedAt: groupMembers.joinedAt,
        description: groups.description,
        about: groups.about,
        park: groups.park,
        topic: groups.topic,
        visibility: groups.visibility,
        createdAt: groups.createdAt,
        coverPhotoId: uploads.id,
      })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .leftJoin(
        uploads,
        and(eq(uploads.id, groups.coverUploadId), eq(uploads.ownerId, groupMembers.userId)),
      )
      .where(eq(groupMembers.userId, memberId))
      .orderBy(asc(groupMembers.joinedAt), asc(groups.id));
    const requests = await db
      .select({
        groupId: groups.id,
        name: groups.name,
        requestedAt: groupJoinRequests.createdAt,
      })
      .from(groupJoinRequests)
      .innerJoin(groups, eq(groups.id, groupJoinRequests.groupId))
      .where(eq(groupJoinRequests.userId, memberId))
      .orderBy(asc(groupJoinRequests.createdAt), asc(groups.id));
    const memberships = rows.map(({ groupId, name, role, joinedAt, coverPhotoId, ...owned }) =>
      role === 'owner'
        ? { groupId, name, role, joinedAt, ...owned, coverPhotoId }
        : { groupId, name, role, joinedAt },
    );
    return {
      items: [...memberships, ...requests.map((request) => ({ ...request, role: 'requested' }))],
      photoIds: rows.flatMap((row) =>
        row.role === 'owner' && row.coverPhotoId ? [row.coverPhotoId] : [],
      ),
    };
  },
};
