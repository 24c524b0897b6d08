import type { FastifyReply } from 'fastify';
import type { PageData } from '../../common/features/pages/page-data';
import { renderHtmlDocument, type HtmlDocumentHead } from './html-document';
import type { PageAssets } from './web-assets';

/** A server-rendered page to answer: its head, the HTML of `#root`, and what the app takes over. */
export interface HtmlPage {
  head: HtmlDocumentHead;
  assets: PageAssets;
  body: string;
  /**
   * Whether the browser's app takes the page over (members at once, visitors on their first
   * press), and from which data: `true` for a page with none. Left out for error pages.
   */
  takeOver?: PageData | true;
  /**
   * The app takes the page over at once, visitors included (`data-app-takeover="now"`): pages
   * whose filters and search boxes need it (a visitor's change of a filter is no press).
   */
  takeOverNow?: boolean;
}

/**
 * Answers a server-rendered page as a whole HTML document, asked for again on every visit
 * (`no-cache`, as the app's own pages).
 */
export function sendHtmlPage(reply: FastifyReply, status: number, page: HtmlPage) {
  const { takeOver } = page;
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(
      renderHtmlDocument({
        head: page.head,
        assets: page.assets,
        body: page.body,
        ...(takeOver
          ? { rootAttributes: { 'data-app-takeover': page.takeOverNow ? 'now' : '' } }
          : {}),
        ...(takeOver && takeOver !== true ? { pageData: takeOver } : {}),
      }),
    );
}
