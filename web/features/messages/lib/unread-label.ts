/** A control's name with the unread-messages total: 'Messages', 'Messages, 3 unread'. */
export function unreadMessagesLabel(name: string, unread: number): string {
  return unread > 0 ? `${name}, ${unread} unread` : name;
}
