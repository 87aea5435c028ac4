// Admission of new sockets: caps on the sockets a client address may hold (all of them, those not yet
// authenticated, LongPoll sessions) and on the unauthenticated sockets and LongPoll sessions of the whole
// process. Checked before the connect hook runs, so that a refused connection costs nothing more; a place
// is held from then until the connection ends, whatever ends it.
import net from 'node:net';
import type { Limits, TransportName } from './types';

export type AdmissionLimits = Pick<
  Limits,
  | 'maxUnauthenticatedSocketsPerAddress'
  | 'maxUnauthenticatedSockets'
  | 'maxSocketsPerAddress'
  | 'maxLongPollSessionsPerAddress'
  | 'maxLongPollSessions'
>;

/** Which cap a connection ran into. */
export type AdmissionRefusal =
  | 'unauthenticated_per_address'
  | 'unauthenticated_total'
  | 'sockets_per_address'
  | 'longpoll_per_address'
  | 'longpoll_total';

/** The place one connection holds. */
export interface Admission {
  /** The socket proved who it is (a join succeeded): it no longer counts as unauthenticated. Idempotent. */
  authenticated(): void;
  /** The connection ended (or never opened): its place is free again. Idempotent. */
  release(): void;
}

interface Counts {
  sockets: number;
  unauthenticated: number;
  longpoll: number;
}

export class AdmissionControl {
  private readonly byAddress = new Map<string, Counts>();
  private readonly total: Counts = { sockets: 0, unauthenticated: 0, longpoll: 0 };

  constructor(private readonly limits: AdmissionLimits) {}

  /** Holds a place for a new, unauthenticated connection, or answers which cap it would break. */
  admit(address: string | undefined, transport: TransportName): Admission | AdmissionRefusal {
    const key = addressKey(address);
    const counts = this.byAddress.get(key) ?? { sockets: 0, unauthenticated: 0, longpoll: 0 };
    const { limits, total } = this;
    const longpoll = transport === 'longpoll';
    if (counts.sockets >= limits.maxSocketsPerAddress) return 'sockets_per_address';
    if (counts.unauthenticated >= limits.maxUnauthenticatedSocketsPerAddress) return 'unauthenticated_per_address';
    if (total.unauthenticated >= limits.maxUnauthenticatedSockets) return 'unauthenticated_total';
    if (longpoll && counts.longpoll >= limits.maxLongPollSessionsPerAddress) return 'longpoll_per_address';
    if (longpoll && total.longpoll >= limits.maxLongPollSessions) return 'longpoll_total';

    this.byAddress.set(key, counts);
    const place = new HeldPlace(this, key, counts, longpoll);
    this.change(counts, 'sockets', 1);
    this.change(counts, 'unauthenticated', 1);
    if (longpoll) this.change(counts, 'longpoll', 1);
    return place;
  }

  /** Moves one count of an address and the total with it. */
  change(counts: Counts, field: keyof Counts, by: 1 | -1): void {
    counts[field] += by;
    this.total[field] += by;
  }

  /** Forgets an address once it holds nothing, so that addresses seen once do not pile up. */
  forgetIfEmpty(key: string, counts: Counts): void {
    if (counts.sockets === 0 && this.byAddress.get(key) === counts) this.byAddress.delete(key);
  }

  /** Counts for one address and in all, for tests and diagnostics. */
  countsOf(address: string | undefined): Readonly<Counts> {
    return { ...(this.byAddress.get(addressKey(address)) ?? { sockets: 0, unauthenticated: 0, longpoll: 0 }) };
  }

  get totals(): Readonly<Counts> {
    return { ...this.total };
  }
}

/**
 * One connection's place. A class rather than closures: every open socket keeps one for its whole life, and
 * a pair of closures over the admission's scope cost about 1 KiB a socket where these fields cost a few words.
 */
class HeldPlace implements Admission {
  private state: 'unauthenticated' | 'authenticated' | 'released' = 'unauthenticated';

  constructor(
    private readonly control: AdmissionControl,
    private readonly key: string,
    private readonly counts: Counts,
    private readonly longpoll: boolean,
  ) {}

  authenticated(): void {
    if (this.state !== 'unauthenticated') return;
    this.state = 'authenticated';
    this.control.change(this.counts, 'unauthenticated', -1);
  }

  release(): void {
    if (this.state === 'released') return;
    if (this.state === 'unauthenticated') this.control.change(this.counts, 'unauthenticated', -1);
    this.state = 'released';
    this.control.change(this.counts, 'sockets', -1);
    if (this.longpoll) this.control.change(this.counts, 'longpoll', -1);
    this.control.forgetIfEmpty(this.key, this.counts);
  }
}

/**
 * The unit a per-address cap counts: an IPv4 address (also when written IPv4-mapped, `::ffff:a.b.c.d`), or
 * the /64 network of an IPv6 address, since one subscriber usually holds a whole /64.
 */
export function addressKey(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (net.isIPv6(address)) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight groups of an IPv6 address, without `::` shorthand or a zone (`%eth0`). */
function expandIpv6(address: string): string[] {
  const [withoutZone = ''] = address.split('%');
  const [head = '', tail] = withoutZone.split('::');
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  // An embedded IPv4 tail (`::1.2.3.4`) stands for two groups; it never reaches the /64 prefix that is kept.
  const tailLength = tailGroups.reduce((length, group) => length + (group.includes('.') ? 2 : 1), 0);
  const missing = Math.max(0, 8 - headGroups.length - tailLength);
  return [...headGroups, ...Array.from({ length: missing }, () => '0'), ...tailGroups].map((group) =>
    group.includes('.') ? group : group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}
