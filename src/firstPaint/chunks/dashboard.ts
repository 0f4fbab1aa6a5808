/**
 * Nothing but a member of the "dashboard" chunk group (routeChunks.ts names the dashboard's import the
 * same): importing this module downloads every file the dashboard's code needs and evaluates none of it.
 * start.tsx imports it first thing on the dashboard's paths, so the dashboard's code downloads while
 * the start evaluates its slices instead of after them.
 */
export const dashboardChunkLoaded = true;
