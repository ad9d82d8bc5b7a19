"""vg_run.py VALGRIND GO_SUPP PYTHON SCRIPT: runs PYTHON SCRIPT under memcheck
and fails on what belongs to libwhatwgurl.

CPython itself leaves memory at exit (interned strings, static types, module
state: "definitely lost" blocks whose stacks are all inside libpython), and
the normal Go build's stacks confuse memcheck's error detection inside Go code
(mk/valgrind.mk explains; its -tags valgrind copy cannot be used here because
memcheck's leak checker aborts on it). So this run fails when:
  - a definitely or indirectly lost block was allocated with libwhatwgurl on
    its stack (our C code, or Go code calling malloc), or
  - a memcheck error's first frame is one of our C functions (wurl_*), or
  - the script fails.
In a forked child (a process whose parent is another of the run's), a lost
block allocated on a thread the child does not have (a stack that starts in
start_thread: the child has only the thread that forked, here always the
main one) is counted apart, not judged: a thread that was inside the library
at the fork (test_fork's threads are, on purpose) may hold a new block in its
registers alone at that instant, and in the child nothing points to it. The
same calls run to their end in the parent, whose leaks are judged.
Everything else is counted and printed, not judged. Suppressions: the
project's Go-runtime file and, when present, the distribution's python3.supp.
"""
import os
import re
import subprocess
import sys
import tempfile

valgrind, go_supp, *cmd = sys.argv[1:]
supps = [go_supp] + [p for p in ("/usr/lib/valgrind/python3.supp",
                                 "/usr/lib/x86_64-linux-gnu/valgrind/python3.supp")
                     if os.path.isfile(p)]
# One log per process (%p): a script that forks has each child's records,
# leak check at its exit included, in a file of its own, read with the rest.
with tempfile.TemporaryDirectory() as logs:
    args = [valgrind, "--leak-check=full", "--show-leak-kinds=definite,indirect",
            "--num-callers=40", f"--log-file={os.path.join(logs, 'vg.%p.log')}"]
    args += [f"--suppressions={s}" for s in supps]
    rc = subprocess.run(args + cmd).returncode
    names = sorted(os.listdir(logs))
    texts = {}
    for name in names:
        with open(os.path.join(logs, name), encoding="utf-8", errors="replace") as f:
            texts[name] = f.read()

# Each log's process and its parent (memcheck's header: "Parent PID: N").
pids = {re.search(r"vg\.(\d+)\.log", name).group(1) for name in names}
ours_lost, other_lost, ours_errors, other_errors, in_flight = [], 0, [], 0, 0
for name in names:
    parent = re.search(r"Parent PID: (\d+)", texts[name])
    forked = parent is not None and parent.group(1) in pids
    for rec in re.split(r"^==\d+== $", texts[name], flags=re.M):
        lines = [re.sub(r"^==\d+== ?", "", l) for l in rec.strip().splitlines()]
        if not lines:
            continue
        head = lines[0]
        frames = [l for l in lines[1:] if re.match(r"\s*(at|by) 0x", l)]
        if re.search(r"are (definitely|indirectly) lost", head):
            if not any("libwhatwgurl" in f or " wurl" in f for f in frames):
                other_lost += 1
            elif forked and any("start_thread" in f for f in frames):
                in_flight += 1
            else:
                ours_lost.append("\n".join(lines))
        elif frames and (head.startswith(("Invalid", "Conditional", "Use of uninit",
                                          "Syscall param", "Mismatched"))):
            if re.search(r"(at|by) 0x[0-9A-F]+: wurl_", frames[0]):
                ours_errors.append("\n".join(lines))
            else:
                other_errors += 1

# One line, in the form mk/summary.sh counts. memcheck's own ERROR SUMMARY
# is left out: in this build it counts the Go runtime's stack switches, which
# are not findings (see above); the judged counts are the ones printed.
print(f"valgrind leaks {' '.join(os.path.basename(c) for c in cmd)} ({len(names)} processes): "
      f"{len(ours_lost)} lost records and {len(ours_errors)} errors in libwhatwgurl; "
      f"not judged: {other_lost} lost records and {other_errors} errors in the interpreter"
      + (f", {in_flight} lost records of threads a child was forked without" if in_flight else ""))
for r in ours_lost + ours_errors:
    print(r, file=sys.stderr)
if rc != 0:
    print(f"valgrind-python: the script exited {rc}", file=sys.stderr)
sys.exit(1 if rc != 0 or ours_lost or ours_errors else 0)
