"""protolint-kit: style and breaking-change checks for .proto files."""
