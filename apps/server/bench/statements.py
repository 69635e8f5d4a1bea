"""Checks the database ceilings against the server: for each endpoint, the statements the server
sent for four identical requests (from PostgreSQL's statement log, a mark before each request)
must be the statements of its pgbench script, and each must be prepared once per connection and
reused (a statement prepared anew at every request costs a parse and a plan that
`pgbench -M prepared` does not pay). A fresh server making one request at a time opens at most
three connections (the session's and the repository's checkouts, the mail worker's), so four
executions of a statement it keeps prepared share a name at least once.

usage: statements.py LOG_EXCERPT SQL_DIR name=file ...   (prints one '### statements|…' block
per endpoint for report.py)"""
import re
import sys
from collections import Counter

MARK = re.compile(r"statement: SELECT 'bench-mark (.*)\|(\d+)'")
EXECUTE = re.compile(r"LOG:  execute (\S+): (.*)")


def normalized(sql):
    """Parameters ($1 in the log, :name in a script) become '?'; spacing and the final ';' go."""
    sql = re.sub(r"\$\d+|:[a-z_]+", "?", sql.strip().rstrip(";"))
    return re.sub(r"\s+", " ", sql)


def script_statements(path):
    out = []
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if line and not line.startswith("--") and not line.startswith("\\"):
            out.append(normalized(line))
    return out


def sections(log):
    """The server's executed statements after each mark: {endpoint: {request: [(name, sql)]}}."""
    found, current = {}, None
    for line in open(log, encoding="utf-8", errors="replace"):
        m = MARK.search(line)
        if m:
            current = found.setdefault(m.group(1), {}).setdefault(int(m.group(2)), [])
            continue
        m = EXECUTE.search(line)
        if m and current is not None:
            current.append((m.group(1), normalized(m.group(2))))
    return found


def main(log, sql_dir, pairs):
    found = sections(log)
    for pair in pairs:
        name, file = pair.split("=", 1)
        requests = list(found.get(name, {}).values())
        executed = [e for r in requests for e in r]
        problems = []
        if len(requests) < 4 or not all(requests):
            problems.append("no statement of the server was logged for some request")
        names_by_sql = {}
        for stmt, sql in executed:
            names_by_sql.setdefault(sql, []).append(stmt)
        for sql, names in names_by_sql.items():
            if "<unnamed>" in names or (len(names) > 1 and len(set(names)) == len(names)):
                problems.append(f"prepared at every request ({', '.join(names)}): {sql[:80]}")
        # What every request sent (a background statement, such as the mail worker's, may fall
        # into one request's window, not into all four).
        one_request = None
        for r in requests:
            c = Counter(sql for _, sql in r)
            one_request = c if one_request is None else one_request & c
        one_request = one_request or Counter()
        script = Counter(script_statements(f"{sql_dir}/{file}.sql"))
        for sql in (one_request - script):
            problems.append(f"sent by the server, not in {file}.sql: {sql[:80]}")
        for sql in (script - one_request):
            problems.append(f"in {file}.sql, not sent by the server: {sql[:80]}")
        print(f"### statements|{name}|{'ok' if not problems else 'differs'}")
        for p in problems:
            print(p)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
