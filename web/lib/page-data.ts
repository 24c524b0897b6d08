import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../common/features/pages/page-data';

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
