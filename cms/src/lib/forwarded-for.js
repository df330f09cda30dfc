'use strict';

const { BlockList, isIP } = require('node:net');

/** The header the site's server proves itself with when it names the visitor (lib/strapi/client.ts). */
const SECRET_HEADER = 'x-visitor-forward-secret';

/** An IPv4 address seen through an IPv6 socket is the plain IPv4 address. */
function plain(address) {
  return String(address ?? '')
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * TRUSTED_PROXY_ADDRESSES: addresses or CIDR ranges (comma-separated) of reverse proxies in
 * front of the cms, e.g. a TLS terminator for the admin. Throws on a malformed entry.
 */
function trustedProxies(value = '') {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && (!/^\d+$/.test(bits) || prefix > max))) {
      throw new Error(`must be IP addresses or CIDR ranges separated by commas, got "${entry}"`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

function contains(list, address) {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address a request is counted under by every per-visitor limit (sign-in, admin login,
 * contact and consent flood control). Whatever a caller writes in X-Forwarded-For counts only
 *  - from the site's server (fromSite: it sent VISITOR_FORWARD_SECRET in X-Visitor-Forward-Secret):
 *    the leftmost entry, the one the site wrote (a proxy between the two appends to its right);
 *  - from a trusted reverse proxy (TRUSTED_PROXY_ADDRESSES): the rightmost entry, the one that
 *    proxy appended; anything left of it is what the client claimed.
 * Otherwise, or when that entry is not an IP address, it is the socket's address.
 */
function visitorAddress({ socketAddress, forwardedFor, fromSite }, proxies) {
  const socket = plain(socketAddress);
  const entries = String(forwardedFor ?? '')
    .split(',')
    .map(plain)
    .filter(Boolean);
  let claimed;
  if (fromSite) claimed = entries[0];
  else if (contains(proxies, socket)) claimed = entries.at(-1);
  return claimed && isIP(claimed) ? claimed : socket;
}

module.exports = { SECRET_HEADER, trustedProxies, visitorAddress };
