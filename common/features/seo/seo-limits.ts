/**
 * Sitemap sizes (spec §9): 1000 posts and 500 member profiles, the newest first, are the first
 * posts and profiles files of the sitemap index `/sitemap.xml` (further files list the rest). The numbers live in `common/limits.ts` with
 * the spec's other constants; this module is the SEO feature's own entry point to them.
 */
export { SITEMAP_POST_LIMIT, SITEMAP_PROFILE_LIMIT } from '../../limits';
