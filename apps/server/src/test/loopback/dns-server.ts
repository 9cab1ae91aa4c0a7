import dns2 from "dns2";

const { Packet } = dns2;
// dns2's type declarations leave out Packet.RCODE and type answers as encoded resources; its
// own examples send plain records, which it encodes.
const RCODE = (Packet as unknown as { RCODE: { SERVFAIL: number; NXDOMAIN: number } }).RCODE;
type Answer = ReturnType<typeof Packet.createResponseFromRequest>["answers"][number];

/** The record types the loopback DNS server answers. */
export type LoopbackRecordType = "A" | "AAAA" | "CNAME" | "TXT";

const TYPE_CODES: Record<LoopbackRecordType, number> = {
  A: Packet.TYPE.A,
  AAAA: Packet.TYPE.AAAA,
  CNAME: Packet.TYPE.CNAME,
  TXT: Packet.TYPE.TXT,
};

/**
 * A DNS server on loopback (UDP, a free port) answering from a zone the test sets: A, AAAA,
 * CNAME (followed for A and AAAA questions, as a recursive resolver does) and TXT records;
 * NXDOMAIN for a name it has no record of, an empty answer for a type a known name lacks, and
 * SERVFAIL for names the test marks as failing. `server` is what DNS_SERVERS takes; `port` 0
 * picks a free one.
 */
export async function startLoopbackDns(port = 0) {
  const zone = new Map<string, { type: LoopbackRecordType; value: string }[]>();
  const failing = new Set<string>();
  const questions: string[] = [];

  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? "").toLowerCase().replace(/\.$/, "");
      questions.push(name);
      if (failing.has(name)) {
        response.header.rcode = RCODE.SERVFAIL;
        return send(response);
      }
      const known = zone.get(name);
      if (!known) {
        response.header.rcode = RCODE.NXDOMAIN;
        return send(response);
      }
      const answer = (owner: string, type: LoopbackRecordType, value: string) => {
        const base = { name: owner, type: TYPE_CODES[type], class: Packet.CLASS.IN, ttl: 60 };
        const record =
          type === "TXT"
            ? { ...base, data: value }
            : type === "CNAME"
              ? { ...base, domain: value }
              : { ...base, address: value };
        response.answers.push(record as Answer);
      };
      const asked = Object.entries(TYPE_CODES).find(([, code]) => code === question?.type)?.[0];
      let owner = name;
      let records = known;
      // A and AAAA questions follow a CNAME within the zone.
      for (let hops = 0; hops < 5 && (asked === "A" || asked === "AAAA"); hops++) {
        const cname = records.find((record) => record.type === "CNAME");
        if (!cname) break;
        answer(owner, "CNAME", cname.value);
        owner = cname.value;
        records = zone.get(owner) ?? [];
      }
      for (const record of records)
        if (record.type === asked) answer(owner, record.type, record.value);
      send(response);
    },
  });
  const addresses = await dns.listen({ udp: { port, address: "127.0.0.1" } });
  const listening = addresses.udp?.port;
  if (!listening) throw new Error("the loopback DNS server did not listen");

  return {
    /** For DNS_SERVERS / the resolver's setServers. */
    server: `127.0.0.1:${listening}`,
    /** Every name asked, in order. */
    questions,
    /** Replaces the records of one type at `name`. */
    set(name: string, type: LoopbackRecordType, values: string[]) {
      const key = name.toLowerCase();
      const others = (zone.get(key) ?? []).filter((record) => record.type !== type);
      zone.set(key, [...others, ...values.map((value) => ({ type, value }))]);
    },
    /** Removes every record at `name`. */
    remove(name: string) {
      zone.delete(name.toLowerCase());
    },
    /** `name` answers SERVFAIL until `heal`. */
    fail(name: string) {
      failing.add(name.toLowerCase());
    },
    heal(name: string) {
      failing.delete(name.toLowerCase());
    },
    close: () => dns.close(),
  };
}

export type LoopbackDns = Awaited<ReturnType<typeof startLoopbackDns>>;
