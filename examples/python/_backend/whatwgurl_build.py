"""A minimal PEP 517 build backend for the whatwgurl package.

It builds a wheel with the standard library alone (zipfile, hashlib), so the
package installs offline. The wheel carries libwhatwgurl.so, next to the
module, and is tagged for this platform. The library is WHATWGURL_LIB when
set, else the repository's build/libwhatwgurl.so (two levels up); when the
repository has not built it yet, the backend runs `make lib` there (Go and a
C compiler needed), and when that is not possible the build fails saying
what to run: a wheel without the library would fail only at first use.

WHATWGURL_SYSTEM_LIB=1 builds the pure-Python wheel on purpose, for a
library installed on the system (`make install`), which the module then
finds through the system loader.
"""
import base64
import hashlib
import io
import os
import re
import shutil
import subprocess
import sysconfig
import tarfile
import zipfile

NAME = "whatwgurl"
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = "libwhatwgurl.so"


def _version():
    """The package's version: VERSION in whatwgurl/_abi.py, which
    internal/cmd/genabi generates from the repository's file VERSION (the
    sdist carries _abi.py, not the repository)."""
    with open(os.path.join(HERE, NAME, "_abi.py"), encoding="utf-8") as f:
        m = re.search(r'^VERSION = "([^"]+)"$', f.read(), re.M)
    if m is None:
        raise RuntimeError(f"{NAME}/_abi.py has no VERSION line")
    return m.group(1)


VERSION = _version()

METADATA = f"""Metadata-Version: 2.1
Name: {NAME}
Version: {VERSION}
Summary: The WHATWG URL Standard for Python, over libwhatwgurl (ctypes)
Requires-Python: >=3.8
License: MIT
"""


REPO = os.path.dirname(os.path.dirname(HERE))


class LibraryMissing(RuntimeError):
    """No libwhatwgurl.so for the wheel, and none could be built."""


def _system_lib():
    return os.environ.get("WHATWGURL_SYSTEM_LIB", "") not in ("", "0")


def _in_repository():
    return all(os.path.isfile(os.path.join(REPO, f))
               for f in ("Makefile", "go.mod", "include/whatwgurl.h"))


def _missing(why):
    return LibraryMissing(
        f"whatwgurl: no libwhatwgurl.so to put in the wheel ({why}). Build it first: run "
        f"`make lib` in the repository (needs Go and a C compiler), or set WHATWGURL_LIB to a "
        f"built libwhatwgurl.so; or set WHATWGURL_SYSTEM_LIB=1 for a wheel without it that "
        f"uses the library installed on the system (`make install`).")


def _library(build):
    """The library to put in the wheel: None for WHATWGURL_SYSTEM_LIB; with
    build, `make lib` runs in the repository when it has not built it."""
    if _system_lib():
        return None
    env = os.environ.get("WHATWGURL_LIB")
    if env:
        if not os.path.isfile(env):
            raise _missing(f"WHATWGURL_LIB={env!r} is not a file")
        return env
    repo_lib = os.path.join(REPO, "build", LIB)
    if os.path.isfile(repo_lib):
        return repo_lib
    if not build:
        return repo_lib  # (for the tag: build_wheel makes it or fails)
    if not _in_repository():
        raise _missing(f"{HERE} is not in the whatwgurl repository, and WHATWGURL_LIB is not "
                       "set")
    make = shutil.which("make")
    if make is None:
        raise _missing("`make` is not on PATH")
    r = subprocess.run([make, "-C", REPO, "lib"], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    if r.returncode != 0 or not os.path.isfile(repo_lib):
        tail = "\n".join(r.stdout.splitlines()[-15:])
        raise _missing(f"`make -C {REPO} lib` failed (exit {r.returncode}):\n{tail}\n")
    return repo_lib


def _package_files():
    pkg = os.path.join(HERE, NAME)
    for name in sorted(os.listdir(pkg)):
        if name.endswith((".py", ".typed")):
            with open(os.path.join(pkg, name), "rb") as f:
                yield f"{NAME}/{name}", f.read()


def _tag(lib):
    if lib is None:
        return "py3-none-any"
    return "py3-none-" + sysconfig.get_platform().replace("-", "_").replace(".", "_")


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return f"{path},sha256={digest.decode()},{len(data)}"


def _dist_info(tag, pure):
    di = f"{NAME}-{VERSION}.dist-info"
    wheel = (f"Wheel-Version: 1.0\nGenerator: whatwgurl_build\n"
             f"Root-Is-Purelib: {'true' if pure else 'false'}\nTag: {tag}\n")
    return di, {f"{di}/METADATA": METADATA.encode(), f"{di}/WHEEL": wheel.encode()}


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    lib = _library(build=False)
    di, files = _dist_info(_tag(lib), lib is None)
    os.makedirs(os.path.join(metadata_directory, di), exist_ok=True)
    for path, data in files.items():
        with open(os.path.join(metadata_directory, path), "wb") as f:
            f.write(data)
    return di


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    lib = _library(build=True)
    tag = _tag(lib)
    files = dict(_package_files())
    if lib is not None:
        with open(lib, "rb") as f:
            files[f"{NAME}/{LIB}"] = f.read()
    di, meta = _dist_info(tag, lib is None)
    files.update(meta)
    record = [_record_line(p, d) for p, d in files.items()] + [f"{di}/RECORD,,"]
    files[f"{di}/RECORD"] = ("\n".join(record) + "\n").encode()
    filename = f"{NAME}-{VERSION}-{tag}.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, filename), "w",
                         zipfile.ZIP_DEFLATED) as zf:
        for path, data in files.items():
            info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)
    return filename


def build_sdist(sdist_directory, config_settings=None):
    base = f"{NAME}-{VERSION}"
    filename = f"{base}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz") as tf:
        for rel in ["pyproject.toml", "_backend/whatwgurl_build.py"] + [
                p for p, _ in _package_files()]:
            tf.add(os.path.join(HERE, rel), arcname=f"{base}/{rel}")
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        data = METADATA.encode()
        info.size = len(data)
        tf.addfile(info, io.BytesIO(data))
    return filename
