/** Where a user's project is (the cms's api::project status; tests/unit/cms-schema-parity.test.ts checks its schema.json). */
export const PROJECT_STATUSES = /** @type {const} */ (['idea', 'ongoing', 'done']);
