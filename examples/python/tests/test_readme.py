"""The README's Python snippets (every ```python block of its "## Python"
section), read from README.md and run as they are. A line whose trailing
comment is a Python value (`u.search  # '?x=1'`) is an expression that must
give that value; other comments are prose."""
import ast
import io
import os
import re
import tokenize
import unittest

README = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.dirname(os.path.abspath(__file__))))), "README.md")


def python_snippets():
    with open(README, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^## Python\n(.*?)^## ", text, re.M | re.S)
    if m is None:
        raise AssertionError(f"{README} has no '## Python' section")
    return re.findall(r"^```python\n(.*?)^```", m.group(1), re.M | re.S)


def expected_values(code):
    """{line: value} for each line whose trailing comment is a Python literal."""
    out = {}
    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        if tok.type == tokenize.COMMENT:
            try:
                out[tok.start[0]] = ast.literal_eval(tok.string[1:].strip())
            except (ValueError, SyntaxError):
                pass
    return out


class _Checks(ast.NodeTransformer):
    """Turns each expression statement on a line with an expected value into
    __check__(line, expression)."""

    def __init__(self, lines):
        self.lines = lines
        self.checked = set()

    def visit_Expr(self, node):
        if node.lineno in self.lines:
            self.checked.add(node.lineno)
            call = ast.Call(func=ast.Name("__check__", ast.Load()),
                            args=[ast.Constant(node.lineno), node.value], keywords=[])
            return ast.copy_location(ast.Expr(call), node)
        return node


class TestReadmeSnippets(unittest.TestCase):
    def test_python_snippets(self):
        snippets = python_snippets()
        self.assertGreaterEqual(len(snippets), 2)
        total = 0
        for i, code in enumerate(snippets):
            with self.subTest(snippet=i):
                expected = expected_values(code)
                checks = _Checks(expected)
                tree = ast.fix_missing_locations(checks.visit(ast.parse(code)))
                # Every value shown must be checked: a comment on a line that
                # is not an expression statement would be a claim never run.
                self.assertEqual(sorted(expected), sorted(checks.checked))
                seen = []

                def check(line, value, expected=expected, seen=seen):
                    self.assertEqual(value, expected[line], f"README snippet line {line}")
                    seen.append(line)

                exec(compile(tree, f"README.md python snippet {i}", "exec"),
                     {"__check__": check, "__name__": "readme"})
                self.assertEqual(sorted(seen), sorted(expected))
                total += len(seen)
        self.assertGreater(total, 10)


if __name__ == "__main__":
    unittest.main()
