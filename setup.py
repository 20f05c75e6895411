"""The packages, found by setuptools (the rest of the configuration is in pyproject.toml)."""

from setuptools import find_namespace_packages, find_packages, setup

# Every package of the program, and the two data folders beside it (with their subfolders) that an
# installed copy carries as packages: pyproject.toml maps their folders and lists their files.
DATA = ["retro.resources", "retro.original_docs"]
setup(packages=find_packages(include=["retro", "retro.*"]) + DATA
      + [f"retro.resources.{name}" for name in find_namespace_packages(where="resources")])
