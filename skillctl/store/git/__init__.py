"""All git access (gitpython) lives in this package and hands out paths, shas and strings.

``changed`` reads the user's repository (``--changed-since``); ``fetch``
clones skill sources safely; ``repo`` runs the store's own repository. Store
operations strip inherited ``GIT_*`` variables and never run hooks.
"""
