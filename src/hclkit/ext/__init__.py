"""Extensions over the information model: features that are not part of the
core specification but that configurations rely on (``try``/``can``,
``dynamic`` blocks, type expressions, user functions).  Each is a module of
its own, imported on use."""
