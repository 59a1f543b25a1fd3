"""Everything that writes to disk: atomic files now; the git-backed store later."""
