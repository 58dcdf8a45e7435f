# spec [Structural Elements]: Body         = (Attribute | Block | OneLineBlock)*;
# Nothing but a comment: a body with no items.
