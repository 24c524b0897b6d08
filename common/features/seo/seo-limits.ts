/**
 * Sitemap sizes (spec §9): at most 1000 posts and 500 member profiles are listed in
 * `/sitemap.xml`, the most recently updated first. The numbers live in `common/limits.ts` with
 * the spec's other constants; this module is the SEO feature's own entry point to them.
 */
export { SITEMAP_POST_LIMIT, SITEMAP_PROFILE_LIMIT } from '../../limits';
