'use strict';

const path = require('node:path');

module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', 'localhost'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'ytbanken'),
          user: env('DATABASE_USERNAME', 'ytbanken'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
          schema: env('DATABASE_SCHEMA', 'public'),
          // No statement runs longer, whoever asked: the content API's limits keep every
          // question small (src/middlewares/bounded-queries.js), this stops what slips past
          // them. Scripts that load or copy the whole catalogue set 0 (none).
          statement_timeout: env.int('DATABASE_STATEMENT_TIMEOUT_MS', 30_000),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};
