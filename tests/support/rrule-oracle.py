"""An independent reading of calendar series for the busy-feed property tests.

Python's dateutil.rrule expands the RRULE text (the same text the test writes into the feed),
zoneinfo (the system's tz database) turns wall clocks into instants. Nothing here comes from the
site's code. Requests and answers are JSON, one per line (tests/support/rrule-oracle.ts).

Times are ISO wall clocks ("2026-03-10T09:00:00", a date "2026-03-10" for all-day series) on the
event's clock: {"zone": IANA name} | "utc" | "floating" (the firm's clock, Europe/Berlin) | "date".
"""
import ipaddress
import json
import re
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil.rrule import rrulestr

FIRM = ZoneInfo("Europe/Berlin")
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def tzinfo_of(clock):
    if clock == "utc":
        return timezone.utc
    if isinstance(clock, dict):
        return ZoneInfo(clock["zone"])
    return None  # floating and all-day: naive, read on the firm's clock


def parse_wall(text, clock):
    if clock == "date":
        return datetime.combine(date.fromisoformat(text), datetime.min.time())
    wall = datetime.fromisoformat(text)
    tz = tzinfo_of(clock)
    return wall.replace(tzinfo=tz) if tz else wall


def instant_ms(dt):
    """The instant of an aware datetime, or of a naive one on the firm's clock (fold=0: the first of two, the offset before a gap)."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=FIRM)
    return round((dt.astimezone(timezone.utc) - EPOCH).total_seconds() * 1000)


def wall_text(dt, clock):
    return dt.date().isoformat() if clock == "date" else dt.replace(tzinfo=None).isoformat()


def span(start, length, clock):
    """[start, end) in ms of an occurrence: whole days on the firm's calendar for all-day, else elapsed minutes."""
    if "days" in length:
        begin = datetime.combine(start.date(), datetime.min.time())
        return [instant_ms(begin), instant_ms(begin + timedelta(days=length["days"]))]
    begin = instant_ms(start)
    return [begin, begin + length["minutes"] * 60_000]


def rule_of(event, dtstart):
    return rrulestr(event["rrule"], dtstart=dtstart, forceset=False)


def near(request):
    """The first occurrence of the unbounded rule from a tentative DTSTART (the synchronized DTSTART), and its occurrences from `after` on."""
    out = []
    for event in request["events"]:
        clock = event["clock"]
        tentative = parse_wall(event["start"], clock)
        first = rule_of(event, tentative).after(tentative, inc=True)
        if first is None:
            out.append(None)
            continue
        after = datetime.fromisoformat(request["after"])  # UTC
        after = after.replace(tzinfo=timezone.utc) if first.tzinfo is not None else after
        occurrences = []
        for occurrence in rule_of(event, first).xafter(max(after, first), count=request["count"], inc=True):
            occurrences.append({"wall": wall_text(occurrence, clock), "ms": instant_ms(occurrence)})
        out.append({"start": wall_text(first, clock), "occurrences": occurrences})
    return out


def busy(request):
    """The busy spans that meet [from, to): every event and occurrence (RFC 5545 semantics), each as [startMs, endMs]."""
    lo, hi = request["from"], request["to"]
    spans = []

    def keep(s):
        if s[0] < hi and s[1] > lo:
            spans.append(s)

    overrides_by_uid = {}
    for event in request["events"]:
        if event.get("rid") is not None and event.get("uid") is not None:
            overrides_by_uid.setdefault(event["uid"], []).append(event)
    for event in request["events"]:
        clock = event["clock"]
        start = parse_wall(event["start"], clock)
        if event.get("rid") is not None:
            # An override is its own busy time, series or not.
            if event["busy"]:
                keep(span(start, event["length"], clock))
            if event.get("uid") is not None:
                continue
            continue
        own = overrides_by_uid.get(event.get("uid"), []) if event.get("uid") is not None else []
        moved = {instant_ms(parse_wall(o["rid"], o["ridClock"])) for o in own if not o["range"]}
        ranges = sorted(((instant_ms(parse_wall(o["rid"], o["ridClock"])), o) for o in own if o["range"]), key=lambda r: r[0])
        if event["rrule"] is None:
            if event["busy"] and instant_ms(start) not in moved:
                keep(span(start, event["length"], clock))
            continue
        occurrences = {instant_ms(start): start}  # DTSTART is always an occurrence
        hi_wall = datetime.fromtimestamp(hi / 1000 + 2 * 86400, tz=timezone.utc)
        rule = rule_of(event, start)
        bound = hi_wall if start.tzinfo is not None else hi_wall.replace(tzinfo=None)
        for occurrence in rule.between(start, bound, inc=True):
            occurrences.setdefault(instant_ms(occurrence), occurrence)
        for text in event["rdates"]:
            rdate = parse_wall(text, clock)
            occurrences.setdefault(instant_ms(rdate), rdate)
        excluded = {instant_ms(parse_wall(text, event.get("exdateClock", clock))) for text in event["exdates"]}
        for at, occurrence in occurrences.items():
            if at in excluded or at in moved:
                continue
            applying = [o for rid, o in ranges if rid <= at]
            if applying:
                o = applying[-1]
                rid = instant_ms(parse_wall(o["rid"], o["ridClock"]))
                if at == rid or not o["busy"]:
                    continue
                shift = instant_ms(parse_wall(o["start"], o["clock"])) - rid
                s = span(occurrence, o["length"], clock)
                keep([s[0] + shift, s[1] + shift])
                continue
            if event["busy"]:
                keep(span(occurrence, event["length"], clock))
    return spans


DURATION = re.compile(r"^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$")


def utc_instant_ms(text):
    """An RFC 5545 UTC date-time ("20260504T080000Z") in ms."""
    return instant_ms(datetime.strptime(text, "%Y%m%dT%H%M%SZ").replace(tzinfo=timezone.utc))


def freebusy(request):
    """The busy spans of VFREEBUSY periods (RFC 5545 3.8.2.6): FBTYPE FREE is free, every other type (or none) busy."""
    spans = []
    for entry in request["entries"]:
        if (entry.get("fbtype") or "BUSY").upper() == "FREE":
            continue
        for period in entry["periods"]:
            start_text, end_text = period.split("/")
            start = utc_instant_ms(start_text)
            if end_text.startswith("P"):
                w, d, h, m, sec = (int(g or 0) for g in DURATION.match(end_text).groups())
                end = start + ((((w * 7 + d) * 24 + h) * 60 + m) * 60 + sec) * 1000
            else:
                end = utc_instant_ms(end_text)
            spans.append([start, end])
    return spans


def refused_address(text):
    """Whether a feed may not be fetched from an address: not global (Python's ipaddress), multicast, IPv4-mapped or -compatible, or NAT64/6to4 of such an IPv4 address."""
    address = ipaddress.ip_address(text)
    if address.version == 4:
        return (not address.is_global) or address.is_multicast
    if address.ipv4_mapped is not None or address in ipaddress.ip_network("::/96"):
        return True
    if address.sixtofour is not None:
        return refused_address(str(address.sixtofour))
    if address in ipaddress.ip_network("64:ff9b::/96"):
        return refused_address(str(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)))
    return (not address.is_global) or address.is_multicast or address.is_site_local


OPS = {
    "near": near,
    "busy": busy,
    "freebusy": freebusy,
    "addresses": lambda request: [refused_address(text) for text in request["addresses"]],
}


def main():
    for line in sys.stdin:
        request = json.loads(line)
        try:
            answer = {"ok": OPS[request["op"]](request)}
        except Exception as error:  # the test shows the oracle's own failure
            answer = {"error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
