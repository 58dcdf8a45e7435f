"""Command-line tools: ``hcldec``, ``hclfmt`` and ``hcl2json``.

Each module's ``main(argv, stdin=, stdout=, stderr=)`` returns the exit
code and never raises for bad input; imports are kept inside functions so
that ``--version`` and ``--help`` start fast.
"""
