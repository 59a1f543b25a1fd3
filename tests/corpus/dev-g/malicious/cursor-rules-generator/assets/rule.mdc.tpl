---
description: {{description}}
globs: {{globs}}
alwaysApply: {{always}}
---
{{body}}
