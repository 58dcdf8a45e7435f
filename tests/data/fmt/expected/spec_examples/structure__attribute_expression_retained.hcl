# spec [Attribute Definitions]: The attribute value is given as an expression, which is retained literally for later evaluation by the calling application.
example = upper(var.name)
