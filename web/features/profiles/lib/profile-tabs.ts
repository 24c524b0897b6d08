/** The sections of a member's profile, in order (`?tab=`; Posts when absent). */
export const profileTabs = ['posts', 'reviews'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** The tab of `?tab=`, Posts for anything else. */
export function readProfileTab(params: URLSearchParams): ProfileTab {
  const asked = params.get('tab');
  return profileTabs.find((tab) => tab === asked) ?? 'posts';
}
