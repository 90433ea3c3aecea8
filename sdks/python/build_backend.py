"""A PEP 517 build backend using only the standard library, so ``pip install ./sdks/python`` works offline.

Why not setuptools or flit: pip builds in an isolated environment and downloads the backend
named in ``requires``; with no package index reachable (this project's machines and CI, many
bank networks) that fails, and the setuptools bundled with Python 3.10/3.11 cannot build wheels
without the separate ``wheel`` package. The package is pure Python with no dependencies, so a
wheel is a zip of its files plus the three ``.dist-info`` files the wheel spec (PEP 427) asks for.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile
from pathlib import Path

try:
    import tomllib
except ImportError:  # Python 3.10: the [project] table below is simple enough to read by hand.
    tomllib = None

ROOT = Path(__file__).parent
PACKAGE = "cemac_open_banking"


def _project() -> dict:
    if tomllib is not None:
        with open(ROOT / "pyproject.toml", "rb") as file:
            return tomllib.load(file)["project"]
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    table = text.split("[project]", 1)[1].split("\n[", 1)[0]
    project: dict = {}
    # Each value is a string, a list of strings or { text = "…" }, all Python literals once `=` reads `:`.
    for key, value in re.findall(r'^([\w-]+) = (.+?)(?=^[\w-]+ = |\Z)', table, re.M | re.S):
        literal = re.sub(r'\{\s*(\w+) = ', r'{"\1": ', value.strip())
        project[key] = ast.literal_eval(literal)
    return project


def _metadata() -> str:
    project = _project()
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {project['version']}",
        f"Summary: {project['description']}",
        f"Requires-Python: {project['requires-python']}",
        f"License: {project['license']['text']}",
        *(f"Classifier: {classifier}" for classifier in project.get("classifiers", [])),
        "Description-Content-Type: text/markdown",
        "",
        (ROOT / project["readme"]).read_text(encoding="utf-8"),
    ]
    return "\n".join(lines)


def _dist_name() -> str:
    project = _project()
    return f"{project['name'].replace('-', '_')}-{project['version']}"


def _package_files() -> list[Path]:
    source = ROOT / "src" / PACKAGE
    return sorted(path for path in source.rglob("*") if path.is_file() and "__pycache__" not in path.parts)


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"{name},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name = _dist_name()
    info = f"{name}.dist-info"
    entries: list[tuple[str, bytes]] = [
        (path.relative_to(ROOT / "src").as_posix(), path.read_bytes()) for path in _package_files()
    ]
    entries.append((f"{info}/METADATA", _metadata().encode("utf-8")))
    wheel = "Wheel-Version: 1.0\nGenerator: cemac-open-banking build_backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries.append((f"{info}/WHEEL", wheel.encode("ascii")))
    record = [_record_line(path, data) for path, data in entries] + [f"{info}/RECORD,,"]
    entries.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode("utf-8")))

    filename = f"{name}-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, filename), "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in entries:
            # A fixed date: the same sources always give the same wheel, byte for byte.
            archive.writestr(zipfile.ZipInfo(path, date_time=(2026, 1, 1, 0, 0, 0)), data)
    return filename


def build_sdist(sdist_directory, config_settings=None):
    name = _dist_name()
    filename = f"{name}.tar.gz"
    files = [ROOT / "pyproject.toml", ROOT / "build_backend.py", ROOT / "README.md", *_package_files()]
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz") as archive:
        for path in files:
            archive.add(path, arcname=f"{name}/{path.relative_to(ROOT).as_posix()}")
        pkg_info = _metadata().encode("utf-8")
        entry = tarfile.TarInfo(f"{name}/PKG-INFO")
        entry.size = len(pkg_info)
        archive.addfile(entry, io.BytesIO(pkg_info))
    return filename
