'use strict';

module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: '7d' },
    },
  },
  upload: {
    config: { sizeLimit: 10 * 1024 * 1024 },
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
        ...(env('SMTP_USERNAME')
          ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } }
          : {}),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Ytbanken <no-reply@ytbanken.example>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'hej@ytbanken.example'),
      },
    },
  },
});
