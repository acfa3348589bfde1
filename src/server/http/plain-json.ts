/**
 * A route's serializer without the response check: for the lead list, the hottest admin answer.
 * Its handler returns `TLeadPage`, so TypeScript already holds it to the response schema; checking
 * 50 leads again with zod on every page was a fifth of the page's server time under 50 clients,
 * and with JSON.stringify over a third (bench/lead-page.bench.ts, CPU profile). The schema still
 * documents the route in OpenAPI, and `tests/integration/lead-list-scale.test.ts` checks real
 * pages against it.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
