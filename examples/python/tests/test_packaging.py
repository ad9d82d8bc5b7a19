"""`pip install ./examples/python` before `make`: the build backend builds the
library (`make lib` in the repository) or fails at build time saying what to
run; it never makes a wheel without the library unless asked to
(WHATWGURL_SYSTEM_LIB=1)."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
import zipfile

PKG_SRC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(os.path.dirname(PKG_SRC))


def pip_wheel(src, env_extra=None):
    """Builds a wheel of src into a new folder: (returncode, output, wheel names, folder)."""
    out = tempfile.mkdtemp(prefix="whatwgurl-wheel-")
    env = {k: v for k, v in os.environ.items()
           if k not in ("WHATWGURL_LIB", "WHATWGURL_SYSTEM_LIB")}
    env.update(env_extra or {})
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-index", "--no-deps",
                        "--no-build-isolation", "--no-cache-dir", "-w", out, src],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                       timeout=900)
    return r.returncode, r.stdout, sorted(os.listdir(out)), out


def copy_package(dest):
    """The package's source alone (no repository around it), as an sdist or
    a copied folder would be."""
    shutil.copytree(PKG_SRC, dest, ignore=shutil.ignore_patterns("tests", "__pycache__"))


def has_library(wheel):
    with zipfile.ZipFile(wheel) as z:
        return "whatwgurl/libwhatwgurl.so" in z.namelist()


class TestWheelBuild(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="whatwgurl-pkg-")
        self.addCleanup(shutil.rmtree, self.tmp, True)

    def test_without_a_library_the_build_fails_and_says_what_to_run(self):
        src = os.path.join(self.tmp, "python")
        copy_package(src)
        rc, output, wheels, out = pip_wheel(src)
        self.addCleanup(shutil.rmtree, out, True)
        self.assertNotEqual(rc, 0, output)
        self.assertEqual(wheels, [])
        self.assertIn("make lib", output)
        self.assertIn("WHATWGURL_LIB", output)

    def test_a_given_library_goes_in_a_platform_wheel(self):
        lib = os.path.join(REPO, "build", "libwhatwgurl.so")
        if not os.path.isfile(lib):
            self.fail(f"{lib} is missing: `make lib` first")
        src = os.path.join(self.tmp, "python")
        copy_package(src)
        rc, output, wheels, out = pip_wheel(src, {"WHATWGURL_LIB": lib})
        self.addCleanup(shutil.rmtree, out, True)
        self.assertEqual(rc, 0, output)
        self.assertEqual(len(wheels), 1, wheels)
        self.assertNotIn("none-any", wheels[0])
        self.assertTrue(has_library(os.path.join(out, wheels[0])))

    def test_a_system_library_wheel_only_when_asked(self):
        src = os.path.join(self.tmp, "python")
        copy_package(src)
        rc, output, wheels, out = pip_wheel(src, {"WHATWGURL_SYSTEM_LIB": "1"})
        self.addCleanup(shutil.rmtree, out, True)
        self.assertEqual(rc, 0, output)
        self.assertEqual(len(wheels), 1, wheels)
        self.assertTrue(wheels[0].endswith("-py3-none-any.whl"), wheels)
        self.assertFalse(has_library(os.path.join(out, wheels[0])))

    def test_in_a_fresh_clone_the_build_builds_the_library(self):
        # A copy of the repository's tracked files, without build/: pip runs
        # `make lib` there (the Go build cache makes it quick).
        repo = os.path.join(self.tmp, "repo")
        os.mkdir(repo)
        archive = subprocess.run(["git", "-C", REPO, "ls-files", "-z"], stdout=subprocess.PIPE,
                                 check=True).stdout.decode().split("\0")
        for rel in filter(None, archive):
            src = os.path.join(REPO, rel)
            if os.path.isfile(src):
                os.makedirs(os.path.dirname(os.path.join(repo, rel)), exist_ok=True)
                shutil.copy2(src, os.path.join(repo, rel))
        rc, output, wheels, out = pip_wheel(os.path.join(repo, "examples", "python"))
        self.addCleanup(shutil.rmtree, out, True)
        self.assertEqual(rc, 0, output)
        self.assertTrue(os.path.isfile(os.path.join(repo, "build", "libwhatwgurl.so")))
        self.assertEqual(len(wheels), 1, wheels)
        self.assertNotIn("none-any", wheels[0])
        self.assertTrue(has_library(os.path.join(out, wheels[0])))


if __name__ == "__main__":
    unittest.main()
