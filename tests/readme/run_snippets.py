#!/usr/bin/env python3
"""run_snippets.py README SECTION LANG COMPILER...: compiles and runs every
```LANG block of README's "## SECTION" section as it is written (COMPILER is
the compiler and its flags; the source goes right after the compiler).

Each block is a fragment of a first program: its #include lines go first,
the rest becomes the body of main(). It is compiled with COMPILER (the rest
of the arguments; the source and the output follow them) and run; it must
exit 0, and every value the block says it prints (a comment "prints X")
must be a line of its output, in the block's order. Prints one line per
block and "N passed, N failed"."""
import os
import re
import subprocess
import sys
import tempfile

# What a fragment may use without including it.
HEADERS = {"c": ["stdio.h", "string.h", "whatwgurl.h"],
           "cpp": ["iostream", "string", "string_view", "vector", "whatwgurl.hpp"]}
PRINTS = re.compile(r"(?://|/\*)\s*prints (.*?)\s*(?:\*/)?$")


def snippets(readme, section, lang):
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^## " + re.escape(section) + r"\n(.*?)^## ", text, re.M | re.S)
    if m is None:
        sys.exit(f"run_snippets: {readme} has no '## {section}' section")
    return re.findall(r"^```" + re.escape(lang) + r"\n(.*?)^```", m.group(1), re.M | re.S)


def program(code, lang):
    includes = [line for line in code.splitlines() if line.startswith("#include")]
    body = [line for line in code.splitlines() if not line.startswith("#include")]
    head = "".join(f"#include <{h}>\n" for h in HEADERS[lang]) + "\n".join(includes)
    sig = "int main(void)" if lang == "c" else "int main()"
    return f"{head}\n{sig} {{\n" + "".join(f"  {line}\n" for line in body) + "  return 0;\n}\n"


def main():
    readme, section, lang, compiler = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    blocks = snippets(readme, section, lang)
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i, code in enumerate(blocks):
            src = os.path.join(tmp, f"snippet{i}.{lang}")
            exe = os.path.join(tmp, f"snippet{i}")
            with open(src, "w", encoding="utf-8") as f:
                f.write(program(code, lang))
            want = [m.group(1) for line in code.splitlines() if (m := PRINTS.search(line))]
            what = f"README {section} snippet {i + 1}"
            build = subprocess.run(compiler[:1] + [src, "-o", exe] + compiler[1:], capture_output=True,
                                   text=True)
            if build.returncode != 0:
                print(f"FAIL {what}: does not compile\n{build.stderr}", file=sys.stderr)
                failed += 1
                continue
            run = subprocess.run([exe], capture_output=True, text=True)
            lines, at = run.stdout.splitlines(), 0
            missing = []
            for w in want:
                while at < len(lines) and lines[at] != w:
                    at += 1
                if at == len(lines):
                    missing.append(w)
            if run.returncode != 0 or missing:
                print(f"FAIL {what}: exit {run.returncode}, output {run.stdout!r}, "
                      f"not printed: {missing}\n{run.stderr}", file=sys.stderr)
                failed += 1
            else:
                print(f"{what}: ran, {len(want)} printed values as shown")
                passed += 1
    if not blocks:
        failed += 1
        print(f"FAIL README {section}: no ```{lang} block", file=sys.stderr)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
