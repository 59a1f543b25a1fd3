"""Characters that change how text reads without showing: removed before code is read."""

from __future__ import annotations

import re

INVISIBLE = re.compile(
    "[\u200b-\u200f\u2060-\u2064\ufeff\u00ad\u180e\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]"
)
