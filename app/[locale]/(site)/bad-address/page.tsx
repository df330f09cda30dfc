import { notFound } from 'next/navigation';

// Where the proxy sends an address with broken encoding (lib/http/bad-address.ts): the
// localized 404, under a fixed path that Next.js can match without decoding the original.
export default function BadAddress() {
  notFound();
}
