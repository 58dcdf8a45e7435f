# spec [Comments and Whitespace]: Inline comments start with the /* sequence and end with the */ sequence, and may have any characters within except the ending sequence. An inline comments is considered equivalent to a whitespace sequence.
# expect: 1
example = /* a # // comment */ 1 /* another */
