import { BlockList, isIP } from 'node:net'

/** Addresses no calendar on the internet has: this machine, private networks, link-local, reserved. */
const INTERNAL = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6')

/** Whether an IP address is on the public internet; IPv4-mapped and NAT64 IPv6 addresses never are. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  const family = isIP(bare)
  if (family === 0) return false
  // Checked by hand: BlockList matches IPv4 addresses against an IPv4-mapped IPv6 rule, so it cannot hold one.
  if (family === 6 && /^::ffff:/i.test(bare)) return false
  return !INTERNAL.check(bare, family === 4 ? 'ipv4' : 'ipv6')
}
