"""Runs mypy (Debian's python3-mypy: the interpreter running this script) on
the package's own source (examples/python/whatwgurl, with the settings of
examples/python/pyproject.toml: strict), which must type-check; on
typing/api_example.py, which must too; and on typing/type_errors.py, where
mypy must report exactly the lines marked `# error: CODE`, each with its
code: a deliberate type error that passed would show the check is blind.
For the two examples the package is found on PYTHONPATH (the installed copy,
with py.typed)."""
import os
import re
import subprocess
import sys

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "typing")
PACKAGE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LINE = re.compile(r"^[^:]+:(\d+): error: .*\[([\w-]+)\]$")


def mypy(name):
    cmd = [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--show-error-codes",
           "--no-error-summary", os.path.join(HERE, name)]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode not in (0, 1):
        sys.exit(f"mypy failed to run ({r.returncode}):\n{r.stdout}{r.stderr}")
    return r.returncode, r.stdout


def mypy_package():
    """mypy over the package's source, as its pyproject.toml configures it."""
    cmd = [sys.executable, "-m", "mypy", "--config-file", os.path.join(PACKAGE, "pyproject.toml"),
           "--no-incremental", "--show-error-codes", "--no-error-summary", "-p", "whatwgurl"]
    env = dict(os.environ, PYTHONPATH="", MYPYPATH=PACKAGE)
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=PACKAGE, env=env)
    if r.returncode not in (0, 1):
        sys.exit(f"mypy failed to run ({r.returncode}):\n{r.stdout}{r.stderr}")
    return r.returncode, r.stdout


def main():
    failed = False
    rc, out = mypy_package()
    print(f"mypy whatwgurl (the package, strict): exit {rc}")
    if rc != 0:
        print(out)
        failed = True
    rc, out = mypy("api_example.py")
    print(f"mypy api_example.py: exit {rc}")
    if rc != 0:
        print(out)
        failed = True
    rc, out = mypy("type_errors.py")
    found = set()
    for line in out.splitlines():
        m = LINE.match(line)
        if m:
            found.add((int(m.group(1)), m.group(2)))
    expected = set()
    with open(os.path.join(HERE, "type_errors.py"), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            m = re.search(r"# error: ([\w-]+)$", line)
            if m:
                expected.add((i, m.group(1)))
    print(f"mypy type_errors.py: {len(found & expected)} of {len(expected)} deliberate errors "
          f"reported")
    if found != expected:
        print(out)
        print(f"missed: {sorted(expected - found)}; unexpected: {sorted(found - expected)}")
        failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
