# spec [Comments and Whitespace]: Comments and whitespace cannot begin within within other comments, or within template literals except inside an interpolation sequence or template directive.
# expect-error: parse error: the comment ends at the first */
example = 1 /* outer /* inner */ rest * /
