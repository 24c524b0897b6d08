const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// eslint-disable-next-line no-control-regex -- matching the control characters XML forbids
const forbiddenInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Text made safe for XML content and attribute values (sitemaps, SVG): the five markup
 * characters become entities and the characters XML 1.0 forbids (most C0 controls) are dropped.
 */
export function escapeXml(text: string): string {
  return text.replace(forbiddenInXml, '').replace(/[&<>"']/g, (char) => xmlEntities[char]!);
}
