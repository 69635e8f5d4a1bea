"""Turns the raw output of apps/server/bench/run.sh (wrk, oha and pgbench runs, the heavy
operations) into docs/benchmarks.md: the dataset, a dated table of every endpoint with its ratio
to the database's ceiling, the scaling series, and the budgets of the issues with verdicts."""
import datetime
import json
import os
import platform
import re
import sys

UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}
P99_BUDGET_MS = 20
CEILING_BUDGET = 0.70


def ms(text):
    m = re.match(r"([\d.]+)(us|ms|s)$", text)
    return float(m.group(1)) * UNITS[m.group(2)] if m else float("nan")


def pgbench_tps(body):
    """Transactions per second: the median of pgbench's per-second progress after the first
    second (its backends start cold), or its summary when it printed no progress."""
    steps = [float(v) for v in re.findall(r"^progress: [\d.]+ s, ([\d.]+) tps", body, re.M)][1:]
    if steps:
        return sorted(steps)[(len(steps) - 1) // 2]
    tps = re.search(r"^tps = ([\d.]+)", body, re.M)
    return float(tps.group(1)) if tps else float("nan")


def parse(path):
    """Blocks start with '### kind|fields'; the block's body is the tool's own output."""
    d = dict(runs={}, ceilings={}, rates={}, heavy={}, pairs={}, statements={})
    for block in open(path, encoding="utf-8").read().split("### ")[1:]:
        head, _, body = block.partition("\n")
        kind, *f = head.split("|")
        if kind == "dataset":
            scale, firms, unions, applicants, lps, loaded = f
            d["dataset"] = dict(scale=scale, firms=int(firms), unions=int(unions), applicants=int(applicants),
                                lps=int(lps), loaded=None if loaded == "-" else float(loaded))
        elif kind == "total":
            d["total_s"] = int(f[0])
        elif kind == "initialjs":
            d["heavy"]["initial_js_kb"] = float(f[0])
        elif kind == "sharejs":
            d["heavy"]["share_js_kb"] = float(f[0])
        elif kind == "memory":
            d["heavy"]["memory"] = dict(peak_mb=int(f[0]) / 1024, rss_mb=int(f[1]) / 1024)
        elif kind == "mail":
            d["heavy"]["mail"] = dict(sent=int(f[0]), queue_s=float(f[1]), deliver_s=float(f[2]))
        elif kind == "certificate":
            d["heavy"]["certificate"] = dict(median_ms=float(f[0]) * 1000, max_ms=float(f[1]) * 1000, kb=int(f[2]) / 1024)
        elif kind == "bulk":
            stored, timing, raw = f
            seconds, uploaded = timing.split()
            value, unit = raw.split()
            raw_mb_s = float(value) * {"GB/s": 1000, "MB/s": 1, "kB/s": 0.001}.get(unit, 1)
            d["heavy"]["bulk"] = dict(stored=int(stored), seconds=float(seconds),
                                      mb_s=int(float(uploaded)) / 1e6 / float(seconds), raw_mb_s=raw_mb_s)
        elif kind == "report":
            # Issue 18: the report's creation and its PDFs (seconds per try, one line each).
            investments, unions = f
            times = {}
            for line in body.splitlines():
                what, _, secs = line.partition(" ")
                if secs:
                    times.setdefault(what, []).append(float(secs))
            d["heavy"]["report"] = dict(investments=int(investments), unions=int(unions), times=times)
        elif kind == "export":
            rows, timing, peak_kb, idle_kb = f
            seconds, size = timing.split()
            d["heavy"]["export"] = dict(rows=int(rows), seconds=float(seconds), bytes=int(size),
                                        peak_mb=int(peak_kb) / 1024, idle_mb=int(idle_kb) / 1024)
        elif kind == "rate":
            # An issue's own p99 budget rides along as a fourth field (else P99_BUDGET_MS).
            name, conns, rate, *budget = f
            j = json.loads(body)
            p = j["latencyPercentiles"]
            codes = j.get("statusCodeDistribution", {})
            # oha reports no percentiles when no request completed in time.
            seconds = lambda v: v * 1000 if v is not None else float("nan")
            d["rates"][(name, int(conns))] = dict(
                target=int(rate), budget=float(budget[0]) if budget else P99_BUDGET_MS, achieved=j["summary"]["requestsPerSec"] or 0.0, p50=seconds(p["p50"]),
                p99=seconds(p["p99"]), errors=sum(n for c, n in codes.items() if not c.startswith("2"))
                # Requests still in flight when oha's duration ends are "aborted due to deadline":
                # cut off by the load generator, not failed by the server.
                + sum(n for e, n in j.get("errorDistribution", {}).items() if "deadline" not in e))
        elif kind == "statements":
            name, result = f
            d["statements"][name] = dict(ok=result == "ok", run=result != "not run",
                                         problems=[l for l in body.splitlines() if l.strip()])
        elif kind == "pair-server":
            name, rnd = f
            rate = re.search(r"Requests/sec:\s+([\d.]+)", body)
            d["pairs"].setdefault(name, {}).setdefault(int(rnd), {})["server"] = float(rate.group(1)) if rate else 0.0
        elif kind == "pair-db":
            rnd, name, _ = f
            d["pairs"].setdefault(name, {}).setdefault(int(rnd), {})["db"] = pgbench_tps(body)
        elif kind == "pgbench":
            name, conns = f
            lat = re.search(r"latency average = ([\d.]+) ms", body)
            d["ceilings"][(name, int(conns))] = dict(tps=pgbench_tps(body),
                                                     latency=float(lat.group(1)) if lat else float("nan"))
        else:
            name, conns = head.rsplit("|", 1)
            rate = re.search(r"Requests/sec:\s+([\d.]+)", body)
            # wrk prints 0.00us percentiles when no request finished within its timeout.
            p = {q: ms(v) or float("nan") for q, v in re.findall(r"^\s+(50|90|99)%\s+(\S+)", body, re.M)}
            bad = re.search(r"Non-2xx or 3xx responses: (\d+)", body)
            sock = re.search(r"Socket errors: (.*)", body)
            d["runs"][(name, int(conns))] = dict(
                rate=float(rate.group(1)) if rate else 0.0, p50=p.get("50", float("nan")), p99=p.get("99", float("nan")),
                errors=(int(bad.group(1)) if bad else 0), socket=(sock.group(1).strip() if sock else ""))
    return d


def machine():
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    return f"{os.cpu_count()} cores ({cpu}), Linux {platform.release()}"


def verdict(ok):
    return "met" if ok else "**not met**"


def paired(d, name):
    """The endpoint against its SQL at 64 connections, run in alternating pairs: the pair whose
    ratio is the median, with the lowest and highest ratios. None without complete pairs."""
    pairs = [p for p in d["pairs"].get(name, {}).values() if p.get("db") and p.get("server") is not None]
    if not pairs:
        return None
    pairs.sort(key=lambda p: p["server"] / p["db"])
    mid = pairs[(len(pairs) - 1) // 2]
    return dict(server=mid["server"], db=mid["db"], ratio=mid["server"] / mid["db"], n=len(pairs),
                low=pairs[0]["server"] / pairs[0]["db"], high=pairs[-1]["server"] / pairs[-1]["db"])


def ratio_text(p):
    return f"{p['ratio']:.0%} ({p['server']:,.0f} vs {p['db']:,.0f}/s; {p['n']} pair{'s' if p['n'] != 1 else ''}: {p['low']:.0%}-{p['high']:.0%})"


def endpoint_table(d):
    conns = sorted({c for (_, c) in d["runs"]})
    names = list(dict.fromkeys(n for (n, _) in d["runs"]))
    head = "| endpoint | " + " | ".join(f"{c} conn: req/s, p50 / p99 ms" for c in conns) + " | server / DB at 64, median pair |"
    lines = [head, "|---|" + "---:|" * len(conns) + "---:|"]
    for name in names:
        cells = []
        for c in conns:
            r = d["runs"].get((name, c))
            if not r:
                cells.append("-")
                continue
            err = f", {r['errors']} errors" if r["errors"] else ""
            cells.append(f"{r['rate']:,.0f}, {r['p50']:.1f} / {r['p99']:.1f}{err}")
        p = paired(d, name)
        ratio = ratio_text(p) if p else "-"
        lines.append(f"| {name} | " + " | ".join(cells) + f" | {ratio} |")
    return lines


def scaling(d):
    sizes = sorted({int(m.group(1)) for (n, _) in d["runs"] for m in [re.match(r"applicants, (\d+)$", n)] if m})
    if len(sizes) < 2:
        return [], None
    lines = ["| applicants in the union | p50 at 1 conn (ms) | p99 at 1 conn (ms) | p99 at 64 (ms) | requests/s at 64 |",
             "|---:|---:|---:|---:|---:|"]
    for s in sizes:
        one = d["runs"].get((f"applicants, {s}", 1), {})
        many = d["runs"].get((f"applicants, {s}", 64), {})
        lines.append(f"| {s:,} | {one.get('p50', float('nan')):.2f} | {one.get('p99', float('nan')):.2f} | "
                     f"{many.get('p99', float('nan')):.2f} | {many.get('rate', 0):,.0f} |")
    first = d["runs"].get((f"applicants, {sizes[0]}", 1))
    last = d["runs"].get((f"applicants, {sizes[-1]}", 1))
    return lines, (sizes[0], sizes[-1], first, last)


def budgets(d, scale_result):
    lines = ["| budget | measured | verdict |", "|---|---|---|"]
    top = max((c for (_, c) in d["runs"]), default=0)
    for name in dict.fromkeys(n for (n, _) in d["runs"]):
        r = d["runs"].get((name, top))
        if r:
            timeouts = f" ({r['socket']})" if r["socket"] else ""
            lines.append(f"| {name}: p99 < {P99_BUDGET_MS} ms at {top} connections | {r['p99']:.1f} ms{timeouts} | "
                         f"{verdict(r['p99'] < P99_BUDGET_MS)} |")
        p = paired(d, name)
        if p:
            lines.append(f"| {name}: ≥ {CEILING_BUDGET:.0%} of pgbench's rate for its SQL (64 connections, median "
                         f"pair) | {ratio_text(p)} | {verdict(p['ratio'] >= CEILING_BUDGET)} |")
    checked = {n: c for n, c in d["statements"].items() if c["run"]}
    if d["statements"]:
        if not checked:
            lines.append("| the ceilings' scripts are the server's statements, each kept prepared | not run (no readable "
                         "PostgreSQL log; `BENCH_PG_LOG`) | **not checked** |")
        else:
            bad = {n: c for n, c in checked.items() if not c["ok"]}
            found = "; ".join(f"{n}: {c['problems'][0]}" for n, c in bad.items()) if bad else "all the same"
            lines.append(f"| the ceilings' scripts are the server's statements, each kept prepared (statement log, "
                         f"{len(checked)} endpoints) | {len(checked) - len(bad)} of {len(checked)}: {found} | "
                         f"{verdict(not bad)} |")
    if scale_result:
        small, large, first, last = scale_result
        if first and last:
            ratio = last["p50"] / first["p50"]
            lines.append(f"| applicant list latency at {large:,} ≤ 1.5x at {small:,} (p50, 1 connection) | "
                         f"{ratio:.2f}x ({last['p50']:.2f} vs {first['p50']:.2f} ms) | {verdict(ratio <= 1.5)} |")
    # Issue 3: search in 100,000 applicants, at 64 connections and against the same search in 1,000.
    search_small, search_large = "applicants + name search, 1000", "applicants + name search, 100000"
    r = d["runs"].get((search_large, 64))
    if r:
        lines.append(f"| {search_large}: p99 < {P99_BUDGET_MS} ms at 64 connections (issue 3) | {r['p99']:.1f} ms "
                     f"({r['rate']:,.0f} requests/s) | {verdict(r['p99'] < P99_BUDGET_MS)} |")
    small, large = d["runs"].get((search_small, 1)), d["runs"].get((search_large, 1))
    if small and large:
        ratio = large["p50"] / small["p50"]
        lines.append(f"| name search in 100,000 ≤ 1.5x the same in 1,000 (p50, 1 connection; issue 3) | {ratio:.2f}x "
                     f"({large['p50']:.2f} vs {small['p50']:.2f} ms) | {verdict(ratio <= 1.5)} |")
    # Issue 17: the company profile page's calls together, one at a time (a person opening it).
    calls = ["startup profile", "startup opinion", "startup bookmark", "startup history"]
    found = [d["runs"].get((c, 1)) for c in calls]
    if all(found):
        total = sum(r["p99"] for r in found)
        parts = ", ".join(f"{r['p99']:.1f}" for r in found)
        lines.append(f"| the startup profile's calls together (profile, opinion, bookmark, history): p99 < 30 ms at "
                     f"1 connection (the sum of their p99s; issue 17) | {total:.1f} ms ({parts}) | {verdict(total < 30)} |")
    for (name, conns), r in d["rates"].items():
        lines.append(f"| {name}: p99 < {r['budget']:g} ms at a fixed {r['target']:,} requests/s over {conns} "
                     f"connections (open loop) | {r['p99']:.1f} ms | {verdict(r['p99'] < r['budget'])} |")
    h = d["heavy"]
    if "export" in h:
        e = h["export"]
        lines.append(f"| Excel export of {e['rows']:,} applicants < 1.5 s | {e['seconds']:.2f} s "
                     f"({e['bytes'] / 1024 / 1024:.1f} MB file) | {verdict(e['seconds'] < 1.5)} |")
        lines.append(f"| the export's server peak memory < 64 MB | {e['peak_mb']:.1f} MB peak RSS of the whole "
                     f"process (idle {e['idle_mb']:.1f} MB) | {verdict(e['peak_mb'] < 64)} |")
    if "certificate" in h:
        c = h["certificate"]
        lines.append(f"| certificate PDF < 150 ms and < 400 KB | median {c['median_ms']:.0f} ms (worst "
                     f"{c['max_ms']:.0f} ms over 20), {c['kb']:.0f} KB | {verdict(c['median_ms'] < 150 and c['kb'] < 400)} |")
    if "bulk" in h:
        b = h["bulk"]
        ratio = b["mb_s"] / b["raw_mb_s"] if b["raw_mb_s"] else 0
        lines.append(f"| bulk upload of 500 PDFs of 1 MB at ≥ 50% of the disk's raw write speed | {b['mb_s']:.0f} MB/s "
                     f"({b['stored']} stored in {b['seconds']:.1f} s) vs {b['raw_mb_s']:.0f} MB/s (dd, fdatasync): "
                     f"{ratio:.0%} | {verdict(ratio >= 0.5 and b['stored'] == 500)} |")
    if "report" in h:
        r = h["report"]
        for what, label, budget in (("create", "created", 1.0), ("pdf", "overall PDF", 2.0),
                                    ("union-pdf", "one union's PDF", 2.0)):
            t = sorted(r["times"].get(what, []))
            if t:
                lines.append(f"| a report over {r['investments']} investments across {r['unions']} unions: {label} "
                             f"< {budget:g} s (issue 18) | median {t[(len(t) - 1) // 2]:.3f} s, worst {t[-1]:.3f} s over "
                             f"{len(t)} | {verdict(t[-1] < budget)} |")
    if "mail" in h:
        m = h["mail"]
        lines.append(f"| 10,000 recipients queued < 1 s | {m['queue_s']:.2f} s (the send's answer) | {verdict(m['queue_s'] < 1)} |")
        rate = m["sent"] / m["deliver_s"] if m["deliver_s"] > 0 else 0
        lines.append(f"| delivery to an SMTP sink on loopback ≥ 300 mails/s | {rate:,.0f} mails/s ({m['sent']:,} sent "
                     f"in {m['deliver_s']:.1f} s) | {verdict(rate >= 300 and m['sent'] == 10000)} |")
    if "initial_js_kb" in h:
        kb = h["initial_js_kb"]
        lines.append(f"| initial JS ≤ 200 KB gzip (entry script and its preloads, from the built files) | "
                     f"{kb:.1f} KB | {verdict(kb <= 200)} |")
    if "share_js_kb" in h:
        kb = h["share_js_kb"]
        lines.append(f"| the share pages' initial JS ≤ 150 KB gzip (no editor, no PDF renderer; from the built files; "
                     f"issue 19) | {kb:.1f} KB | {verdict(kb <= 150)} |")
    ds = d.get("dataset")
    if ds and ds["loaded"] is not None and ds["scale"] in ("1", "1.0"):
        lines.append(f"| scale-1 dataset loaded (COPY) < 3 min | {ds['loaded']:.0f} s | {verdict(ds['loaded'] < 180)} |")
    if "total_s" in d:
        lines.append(f"| `just bench` < 15 min | {d['total_s'] / 60:.1f} min (this run, build included) | "
                     f"{verdict(d['total_s'] < 900)} |")
    return lines


def main(raw, out):
    d = parse(raw)
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "# Benchmarks",
        "",
        "Written by `just bench` (`apps/server/bench/run.sh`; this page by `apps/server/bench/report.py`;",
        "the database-ceiling SQL in `apps/server/bench/sql/`). The release server runs on a benchmark",
        "database seeded by `johap seed-bench` (loaded with COPY); `wrk` drives each read endpoint with a",
        "logged-in bearer token at each connection count, and pgbench runs the same statements as one",
        "transaction per request (the database's ceiling), at 64 clients right after the endpoint in",
        "alternating pairs, at 1 client while the server is stopped. Everything shares",
        "one 2-core machine, so the load generator takes its share of the CPU. Absolute figures vary with",
        "the machine; compare ratios. Budgets come from the issues.",
        "",
        f"## Run of {now}",
        "",
        f"Machine: {machine()}.",
    ]
    ds = d.get("dataset")
    if ds:
        loaded = f", loaded in {ds['loaded']:.0f} s" if ds["loaded"] is not None else " (already loaded)"
        lines += ["", f"Dataset (scale {ds['scale']}): {ds['firms']:,} firms, {ds['unions']:,} unions, "
                      f"{ds['applicants']:,} applicants, {ds['lps']:,} LP members{loaded}. The bench firm's unions hold "
                      "1,000 to 1,000,000 applicants (the scaling series)."]
    mem = d["heavy"].get("memory")
    lines += ["", "### Endpoints", ""] + endpoint_table(d)
    if mem:
        lines += ["", f"Server peak memory over all these runs: {mem['peak_mb']:.0f} MB (RSS at the end {mem['rss_mb']:.0f} MB)."]
    scale_lines, scale_result = scaling(d)
    if scale_lines:
        lines += ["", "### Scaling: the applicant list by union size", ""] + scale_lines
    if d["rates"]:
        lines += ["", "### At a fixed rate (open loop)", "",
                  "The connections share a fixed total rate (oha `-q`, latency corrected for coordinated omission):",
                  "the latency a user sees on a busy day, rather than at saturation. Errors are non-2xx answers",
                  "and failed requests; requests still in flight when the run's time is up are not counted.", "",
                  "| endpoint | connections | requests/s asked | served | p50 (ms) | p99 (ms) | errors |",
                  "|---|---:|---:|---:|---:|---:|---:|"]
        for (name, conns), r in d["rates"].items():
            lines.append(f"| {name} | {conns} | {r['target']:,} | {r['achieved']:,.0f} | {r['p50']:.2f} | {r['p99']:.2f} | {r['errors']} |")
    if d["ceilings"]:
        lines += ["", "### The database's ceiling at 1 client (pgbench)", "",
                  "| endpoint's SQL | clients | transactions/s | latency (ms) |", "|---|---:|---:|---:|"]
        for (name, conns), c in d["ceilings"].items():
            lines.append(f"| {name} | {conns} | {c['tps']:,.0f} | {c['latency']:.2f} |")
    if d["pairs"]:
        lines += ["", "### Endpoint and ceiling in pairs (64 connections)", "",
                  "Each pair is the endpoint under wrk, then its SQL under pgbench, back to back; the ratio",
                  "budget takes the median pair.", "",
                  "| endpoint | pair | server requests/s | pgbench transactions/s | ratio |", "|---|---:|---:|---:|---:|"]
        for name, rounds in d["pairs"].items():
            for rnd, p in sorted(rounds.items()):
                if p.get("db") and "server" in p:
                    lines.append(f"| {name} | {rnd} | {p['server']:,.0f} | {p['db']:,.0f} | {p['server'] / p['db']:.0%} |")
    lines += ["", "## Budgets", ""] + budgets(d, scale_result)
    errors = sum(r["errors"] for r in d["runs"].values())
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
