/** Per token: a script that syncs a week makes a dozen calls; a runaway loop is cut short. */
export const API_RATE_LIMIT = { limit: 120, windowSeconds: 60 };
