export const PROJECT_STATUSES: readonly ['idea', 'ongoing', 'done'];
