"""The packages, found by setuptools (the rest of the configuration is in pyproject.toml).

Every package of the program is found under retro/. The fixed top-level layout keeps resources/
and original_docs/ beside retro/; an installed copy carries them as the data packages
retro.resources (with its subfolders) and retro.original_docs, which retro/paths.py looks for
when there is no checkout around it.
"""

from setuptools import find_namespace_packages, find_packages, setup

DATA_DIRS = {"retro.resources": "resources", "retro.original_docs": "original_docs"}
RESOURCES = [f"retro.resources.{name}" for name in find_namespace_packages(where="resources")]

setup(packages=find_packages(include=["retro", "retro.*"]) + list(DATA_DIRS) + RESOURCES,
      package_dir=DATA_DIRS,
      package_data={"retro.resources": ["*.*", "**/*"], "retro.original_docs": ["*.md"]})
