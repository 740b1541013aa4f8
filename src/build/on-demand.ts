/**
 * Caching of the product pages rendered on demand. A CDN keeps a page 5 minutes and may serve it stale for a
 * day while it asks again; browsers always ask (max-age=0). Price and stock on the page are refreshed live
 * in the browser (LiveProductCheck), as on a prebuilt page, so a kept copy never decides what is charged.
 * A miss is kept a minute only, so a product listed just after is not hidden behind a cached 404.
 */
export const ON_DEMAND_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
export const ON_DEMAND_MISS_CACHE = 'public, max-age=0, s-maxage=60';
