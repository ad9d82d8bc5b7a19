"""The package keeps each rule of the boundary in one place: one binding table
(_lib.SIGNATURES) declares every C function it calls, one mapper
(errors.raise_status) turns statuses into exceptions with one fork message,
and statuses are compared by their generated names (_abi), never as numbers."""
import ast
import os
import re
import unittest

import whatwgurl
from whatwgurl import _abi, _lib, columnar, errors, urlpattern

PKG = os.path.dirname(whatwgurl.__file__)


def sources():
    for name in sorted(os.listdir(PKG)):
        if name.endswith(".py") and name != "_abi.py":
            with open(os.path.join(PKG, name), encoding="utf-8") as f:
                yield name, f.read()


class TestOneBindingTable(unittest.TestCase):
    def test_every_called_function_is_declared_in_the_table(self):
        declared = {name for name, _, _ in _lib.SIGNATURES} | set(_lib.FAST)
        for name, text in sources():
            with self.subTest(module=name):
                called = set(re.findall(r"\b(?:lib|fast)\.(wurl_\w+)", text))
                self.assertEqual(called - declared, set())

    def test_only_lib_declares_signatures(self):
        for name, text in sources():
            if name == "_lib.py":
                continue
            with self.subTest(module=name):
                self.assertNotIn(".argtypes", text)
                self.assertNotIn(".restype", text)
                self.assertNotIn("CDLL(", text)

    def test_the_table_matches_the_library(self):
        _lib.load()
        for name, res, args in _lib.SIGNATURES:
            f = getattr(_lib.lib, name)
            self.assertIs(f.restype, res, name)
            self.assertEqual(list(f.argtypes), list(args), name)


class TestStatuses(unittest.TestCase):
    def test_no_status_compared_as_a_number(self):
        # st == 8, st != 1, _ERR_X = 3: statuses are _abi's names.
        number = re.compile(r"\b(?:st|status)\s*[!=]=\s*\d|_ERR_\w+\s*(?:,\s*_\w+\s*)*=\s*\d")
        for name, text in sources():
            with self.subTest(module=name):
                self.assertEqual(number.findall(text), [])

    def test_one_mapper(self):
        # Each module's own mapping (if any) goes through errors.raise_status.
        for name, text in sources():
            if name == "errors.py":
                continue
            tree = ast.parse(text)
            for node in ast.walk(tree):
                if isinstance(node, ast.Compare) and any(
                        isinstance(c, ast.Name) and c.id == "ERR_FORKED"
                        for c in node.comparators):
                    self.fail(f"{name} maps ERR_FORKED itself")
            self.assertNotIn("ForkedProcessError(", text.replace("class ForkedProcessError(", ""),
                             name)

    def test_one_fork_message(self):
        for raise_ in (lambda: errors.raise_status(_abi.ERR_FORKED),
                       lambda: urlpattern._raise(_abi.ERR_FORKED),
                       lambda: columnar._raise(_abi.ERR_FORKED)):
            with self.assertRaises(whatwgurl.ForkedProcessError) as cm:
                raise_()
            self.assertEqual(str(cm.exception), errors.FORK_MESSAGE)

    def test_each_module_maps_its_own_meanings(self):
        with self.assertRaises(whatwgurl.URLPatternError):
            urlpattern._raise(_abi.ERR_PARSE, "bad")
        with self.assertRaises(TypeError):
            columnar._raise(_abi.ERR_INVALID_ARGUMENT)
        with self.assertRaisesRegex(ValueError, "closed URLPattern"):
            urlpattern._raise(_abi.ERR_INVALID_HANDLE)

    def test_columnar_reaches_its_exceptions_without_a_late_import(self):
        with open(columnar.__file__, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Import):
                        self.assertNotIn("whatwgurl", [a.name for a in inner.names], node.name)
                    if isinstance(inner, ast.ImportFrom) and inner.level:
                        self.fail(f"columnar.{node.name} imports the package late")


if __name__ == "__main__":
    unittest.main()
