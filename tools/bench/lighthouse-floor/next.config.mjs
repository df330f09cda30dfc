/** @type {import('next').NextConfig} */
const config = { poweredByHeader: false };

export default config;
