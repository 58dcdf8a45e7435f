# spec [Source Code Representation]: UTF-8 encoded Unicode byte order marks are not permitted.
# expect-error: parse error: byte order mark
# reference-differs: the reference accepts a leading UTF-8 byte order mark and ignores it
example = 1
