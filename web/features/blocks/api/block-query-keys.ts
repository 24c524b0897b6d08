/** Query keys of blocking: the viewer's list of the members they blocked. */
export const blockQueryKeys = {
  all: ['blocks'] as const,
  list: (viewerId: string) => ['blocks', 'list', viewerId] as const,
};
