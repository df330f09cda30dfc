'use strict';

module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Session mode: a short-lived access token and a rotating refresh token, both kept by
      // the site's server in httpOnly cookies; logout and password changes revoke sessions.
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: env.int('AUTH_ACCESS_TOKEN_SECONDS', 10 * 60),
        maxRefreshTokenLifespan: 30 * 24 * 60 * 60,
        idleRefreshTokenLifespan: 14 * 24 * 60 * 60,
        maxSessionLifespan: 30 * 24 * 60 * 60,
        idleSessionLifespan: 14 * 24 * 60 * 60,
        // The site's server stores the refresh token itself; Strapi's cookie is not used.
        httpOnly: false,
      },
      // Per visitor: the address global::visitor-address vouches for (src/lib/forwarded-for.js).
      ratelimit: {
        interval: env.int('AUTH_RATE_LIMIT_WINDOW_MS', 60_000),
        max: env.int('AUTH_RATE_LIMIT_MAX', 10),
      },
    },
  },
  upload: {
    config: {
      sizeLimit: 10 * 1024 * 1024,
      // Images and PDF data sheets, checked against the file's content, not just its name, and
      // the ILCD+EPD XML an editor uploads an EPD as (api/epd-upload; decision 070): no HTML,
      // SVG (scripts), text or anything else the browser might run. XML that names itself SVG,
      // HTML or XHTML by its type or its extension is refused before its content is looked at.
      // The site serves none of the XML (app/uploads), and only editors upload at all.
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/pdf', 'application/xml', 'text/xml'],
        deniedTypes: ['image/svg+xml', 'text/html', 'application/xhtml+xml', 'application/xslt+xml', 'text/xsl'],
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        // Local catchers speak plain SMTP; real servers negotiate STARTTLS themselves.
        ignoreTLS: env.bool('SMTP_IGNORE_TLS', false),
        ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Ytbanken <no-reply@ytbanken.example>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'hej@ytbanken.example'),
      },
    },
  },
});
