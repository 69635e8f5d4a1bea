"""Turns the raw output of apps/server/bench/run.sh (wrk runs and the export line) into
docs/benchmarks.md: a dated table of every endpoint, and the budgets of the issues with verdicts."""
import datetime
import json
import os
import platform
import re
import sys

UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def ms(text):
    m = re.match(r"([\d.]+)(us|ms|s)$", text)
    return float(m.group(1)) * UNITS[m.group(2)] if m else float("nan")


def parse(path):
    runs, ceilings, rates, export = {}, {}, {}, None
    global heavy
    heavy = {}
    for block in open(path, encoding="utf-8").read().split("### ")[1:]:
        head, _, body = block.partition("\n")
        if head.startswith("certificate|"):
            _, median, worst, size = head.split("|")
            heavy["certificate"] = dict(median_ms=float(median) * 1000, max_ms=float(worst) * 1000, kb=int(size) / 1024)
            continue
        if head.startswith("bulk|"):
            _, stored, timing, raw = head.split("|")
            seconds, uploaded = timing.split()
            value, unit = raw.split()
            raw_mb_s = float(value) * {"GB/s": 1000, "MB/s": 1, "kB/s": 0.001}.get(unit, 1)
            mb = int(float(uploaded)) / 1e6
            heavy["bulk"] = dict(stored=int(stored), seconds=float(seconds), mb_s=mb / float(seconds), raw_mb_s=raw_mb_s)
            continue
        if head.startswith("mail|"):
            _, sent, queue, deliver = head.split("|")
            heavy["mail"] = dict(sent=int(sent), queue_s=float(queue), deliver_s=float(deliver))
            continue
        if head.startswith("export|"):
            _, rows, timing, peak_kb, idle_kb = head.split("|")
            seconds, size = timing.split()
            export = dict(rows=int(rows), seconds=float(seconds), bytes=int(size), peak_mb=int(peak_kb) / 1024, idle_mb=int(idle_kb) / 1024)
            continue
        if head.startswith("rate|"):
            _, name, conns, rate = head.split("|")
            d = json.loads(body)
            p = d["latencyPercentiles"]
            codes = d.get("statusCodeDistribution", {})
            rates[(name, int(conns))] = dict(
                target=int(rate),
                achieved=d["summary"]["requestsPerSec"],
                p50=p["p50"] * 1000,
                p99=p["p99"] * 1000,
                errors=sum(n for c, n in codes.items() if not c.startswith("2")),
            )
            continue
        if head.startswith("pgbench|"):
            _, name, conns = head.split("|")
            tps = re.search(r"^tps = ([\d.]+)", body, re.M)
            lat = re.search(r"latency average = ([\d.]+) ms", body)
            ceilings[(name, int(conns))] = dict(
                tps=float(tps.group(1)) if tps else float("nan"),
                latency=float(lat.group(1)) if lat else float("nan"),
            )
            continue
        name, conns = head.rsplit("|", 1)
        rate = re.search(r"Requests/sec:\s+([\d.]+)", body)
        p = {q: ms(v) for q, v in re.findall(r"^\s+(50|90|99)%\s+(\S+)", body, re.M)}
        bad = re.search(r"Non-2xx or 3xx responses: (\d+)", body)
        sock = re.search(r"Socket errors: (.*)", body)
        runs[(name, int(conns))] = dict(
            rate=float(rate.group(1)) if rate else 0.0,
            p50=p.get("50", float("nan")),
            p99=p.get("99", float("nan")),
            errors=(int(bad.group(1)) if bad else 0),
            socket=(sock.group(1).strip() if sock else ""),
        )
    return runs, ceilings, rates, export


def machine():
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    return f"{os.cpu_count()} cores ({cpu}), Linux {platform.release()}"


def verdict(ok):
    return "met" if ok else "**not met**"


heavy = {}


def main(raw, out):
    runs, ceilings, rates, export = parse(raw)
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "# Benchmarks",
        "",
        "Written by `just bench` (`apps/server/bench/run.sh`, this table by `apps/server/bench/report.py`).",
        "The release server runs on a benchmark database seeded by `johap seed-bench` (Korean names,",
        "phones and amounts generated in PostgreSQL); `wrk` drives each read endpoint for 10 s with a",
        "logged-in bearer token at 1 and 64 connections, on the same 2-core machine as the server and",
        "PostgreSQL, so the load generator takes its share of the CPU. Absolute figures vary with the",
        "machine; compare ratios. Budgets come from the issues.",
        "",
        f"## Run of {now}",
        "",
        f"Machine: {machine()}.",
        "",
        "| endpoint | connections | requests/s | p50 (ms) | p99 (ms) | errors |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for (name, conns), r in runs.items():
        errors = str(r["errors"]) + (f" ({r['socket']})" if r["socket"] else "")
        lines.append(f"| {name} | {conns} | {r['rate']:,.0f} | {r['p50']:.2f} | {r['p99']:.2f} | {errors} |")
    if rates:
        lines += [
            "",
            "### At a fixed rate (open loop)",
            "",
            "64 connections share a fixed total rate (oha `-q`, latency corrected for coordinated",
            "omission): the latency a user sees on a busy day, rather than at saturation.",
            "",
            "| endpoint | connections | requests/s asked | served | p50 (ms) | p99 (ms) | errors |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        for (name, conns), r in rates.items():
            lines.append(f"| {name} | {conns} | {r['target']:,} | {r['achieved']:,.0f} | {r['p50']:.2f} | {r['p99']:.2f} | {r['errors']} |")
    if ceilings:
        lines += [
            "",
            "### The database's ceiling",
            "",
            "pgbench runs the statements of one request (session, union, stats, page; a search reads its",
            "matches narrowly, then the page by id) as one transaction, prepared, against the same",
            "database while the server is stopped.",
            "",
            "| endpoint | connections | pgbench requests/s | endpoint requests/s | endpoint / ceiling |",
            "|---|---:|---:|---:|---:|",
        ]
        for (name, conns), c in ceilings.items():
            r = runs.get((name, conns))
            ratio = f"{r['rate'] / c['tps']:.0%}" if r and c["tps"] else "-"
            rate = f"{r['rate']:,.0f}" if r else "-"
            lines.append(f"| {name} | {conns} | {c['tps']:,.0f} | {rate} | {ratio} |")
    lines += ["", "## Budgets", "", "| budget | measured | verdict |", "|---|---|---|"]
    sizes = sorted({int(m.group(1)) for (n, _) in runs for m in [re.search(r"(\d+)$", n)] if m})
    if len(sizes) >= 2:
        small, large = sizes[0], sizes[-1]
        big = runs.get((f"applicants + name search, {large}", 64))
        little = runs.get((f"applicants + name search, {small}", 64))
        if big:
            lines.append(f"| applicant list with search, {large:,} applicants, p99 at 64 connections < 20 ms "
                         f"| {big['p99']:.2f} ms | {verdict(big['p99'] < 20)} |")
        if big and little:
            ratio = big["p99"] / little["p99"]
            lines.append(f"| the same within 1.5x of its latency at {small:,} applicants (p99 at 64) "
                         f"| {ratio:.2f}x ({big['p99']:.2f} vs {little['p99']:.2f} ms) | {verdict(ratio <= 1.5)} |")
        open_big = rates.get((f"applicants + name search, {large}", 64))
        open_little = rates.get((f"applicants + name search, {small}", 64))
        if open_big:
            lines.append(f"| the same budget at a fixed {open_big['target']:,} requests/s over 64 connections "
                         f"(open loop) | {open_big['p99']:.2f} ms | {verdict(open_big['p99'] < 20)} |")
        if open_big and open_little:
            ratio = open_big["p99"] / open_little["p99"]
            lines.append(f"| within 1.5x of {small:,} applicants at that rate (p99) "
                         f"| {ratio:.2f}x ({open_big['p99']:.2f} vs {open_little['p99']:.2f} ms) | {verdict(ratio <= 1.5)} |")
    if export:
        lines.append(f"| Excel export of {export['rows']:,} applicants < 1.5 s | {export['seconds']:.2f} s "
                     f"({export['bytes'] / 1024 / 1024:.1f} MB file) | {verdict(export['seconds'] < 1.5)} |")
        lines.append(f"| the export's server peak memory < 64 MB | {export['peak_mb']:.1f} MB peak RSS of the whole "
                     f"process (idle {export['idle_mb']:.1f} MB) | {verdict(export['peak_mb'] < 64)} |")
    cert = heavy.get("certificate")
    if cert:
        lines.append(f"| certificate PDF < 150 ms and < 400 KB | median {cert['median_ms']:.0f} ms (worst "
                     f"{cert['max_ms']:.0f} ms over 20), {cert['kb']:.0f} KB | "
                     f"{verdict(cert['median_ms'] < 150 and cert['kb'] < 400)} |")
    bulk = heavy.get("bulk")
    if bulk:
        ratio = bulk["mb_s"] / bulk["raw_mb_s"] if bulk["raw_mb_s"] else 0
        lines.append(f"| bulk upload of 500 PDFs of 1 MB at ≥ 50% of the disk's raw write speed | {bulk['mb_s']:.0f} MB/s "
                     f"({bulk['stored']} stored in {bulk['seconds']:.1f} s) vs {bulk['raw_mb_s']:.0f} MB/s (dd, fdatasync): "
                     f"{ratio:.0%} | {verdict(ratio >= 0.5 and bulk['stored'] == 500)} |")
    mail = heavy.get("mail")
    if mail:
        lines.append(f"| 10,000 recipients queued < 1 s | {mail['queue_s']:.2f} s (the send's answer) | "
                     f"{verdict(mail['queue_s'] < 1)} |")
        rate = mail["sent"] / mail["deliver_s"] if mail["deliver_s"] > 0 else 0
        lines.append(f"| delivery to an SMTP sink on loopback ≥ 300 mails/s | {rate:,.0f} mails/s ({mail['sent']:,} "
                     f"sent in {mail['deliver_s']:.1f} s) | {verdict(rate >= 300 and mail['sent'] == 10000)} |")
    errors = sum(r["errors"] for r in runs.values())
    lines += ["", f"Non-2xx answers across all runs: {errors}.", ""]
    # The hand-written "## Notes" section (causes, changes made) survives every run.
    if os.path.exists(out):
        old = open(out, encoding="utf-8").read()
        if "\n## Notes" in old:
            lines += ["## Notes" + old.split("\n## Notes", 1)[1].rstrip(), ""]
    open(out, "w", encoding="utf-8").write("\n".join(lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
