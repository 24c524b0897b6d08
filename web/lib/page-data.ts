import type { PageData } from '../../common/features/pages/page-data';

/** The id the server gives the page-data script (`server/lib/html-document.ts`). */
const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The data a server-rendered page was built from, or null (app pages, unreadable data). */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
